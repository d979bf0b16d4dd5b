/// The reason of a ``PlantMatch`` in words: what the plant needs, what the spot reads, and
/// the boundaries the answer depends on.
///
/// "needs at least bright indirect light; this spot reads medium";
/// "tolerates low to medium light, best in medium; this spot reads medium, possibly bright
/// indirect; depends on the true light: too bright above 10,000 lux".
struct PlantMatchWording {
  let bands: BandTable
  let plant: Plant
  let fits: [BandFit]
  let spot: SpotBands

  func reason(_ suitability: PlantMatch.Suitability, boundaries: [MatchBoundary]) -> String {
    let reads = "this spot reads \(spot.summary)"
    var parts: [String]
    switch suitability {
    case .thrives:
      parts = ["does best in \(name(plant.light.idealBand)) light", reads]
    case .tolerates, .depends:
      parts = [range(), reads]
    case .notSuited:
      parts = [limit(), reads]
    case .unknown:
      parts = [unknown(), reads]
    }
    return (parts + boundaryNotes(boundaries)).joined(separator: "; ")
  }

  /// What the boundaries change: "depends on the true light: too bright above 10,000 lux",
  /// and, where both sides are in range, "would thrive above 20,000 lux".
  private func boundaryNotes(_ boundaries: [MatchBoundary]) -> [String] {
    func inRange(_ fit: BandFit) -> Bool { fit == .thrives || fit == .tolerates }
    func phrase(_ fit: BandFit) -> String { fit == .unknown ? "light needs unknown" : fit.text }
    var range: [String] = []
    var best: [String] = []
    for boundary in boundaries {
      let lux = LuxText.grouped(boundary.lux) + " lux"
      switch (inRange(boundary.below), inRange(boundary.above)) {
      case (true, true):
        best.append("would thrive " + (boundary.below == .thrives ? "below " : "above ") + lux)
      case (true, false):
        range.append("\(phrase(boundary.above)) above \(lux)")
      case (false, true):
        range.append("\(phrase(boundary.below)) below \(lux)")
      case (false, false):
        range.append("\(phrase(boundary.below)) below \(lux), \(phrase(boundary.above)) above")
      }
    }
    let depends =
      range.isEmpty ? [] : ["depends on the true light: " + range.joined(separator: ", ")]
    return depends + best
  }

  private func name(_ id: String?) -> String {
    id.flatMap { id in bands.bands.first { $0.id == id }?.name } ?? "unknown"
  }

  /// The bands the plant thrives in or tolerates, darkest and brightest.
  private var span: (low: String, high: String)? {
    let inRange = fits.indices.filter { fits[$0] == .thrives || fits[$0] == .tolerates }
    guard let low = inRange.first, let high = inRange.last else { return nil }
    return (bands.bands[low].name, bands.bands[high].name)
  }

  /// "tolerates low to bright indirect light, best in medium".
  private func range() -> String {
    guard let span else { return "light needs unknown" }
    let tolerated =
      span.low == span.high
      ? "tolerates \(span.low) light" : "tolerates \(span.low) to \(span.high) light"
    let best =
      plant.light.idealBand.map { ", best in \(name($0))" } ?? ", best band unknown"
    return tolerated + best
  }

  /// The limit the spot lies beyond, on the side where most of its light is.
  private func limit() -> String {
    let indices = spot.possible
    let dark = indices.filter { fits[$0] == .tooDark }
    let bright = indices.filter { fits[$0] == .tooBright }
    let weight = { (set: [Int]) -> Double in
      set.reduce(0) { $0 + (spot.probabilities?[$1] ?? 1) }
    }
    if !dark.isEmpty, weight(dark) >= weight(bright) {
      return "needs at least \(name(plant.light.minBand)) light"
    }
    return "tolerates at most \(name(plant.light.maxBand)) light"
  }

  /// Which side of the sources' knowledge the spot lies on.
  private func unknown() -> String {
    guard let span else { return "light needs unknown: no source gives them" }
    let below = spot.possible.contains { fits[$0] == .unknown && isBelow($0) }
    let side = below ? "below \(span.low)" : "above \(span.high)"
    let covered =
      span.low == span.high ? "\(span.low) light only" : "\(span.low) to \(span.high) light only"
    return "light needs unknown \(side) light: its sources cover \(covered)"
  }

  private func isBelow(_ band: Int) -> Bool {
    guard let first = fits.firstIndex(where: { $0 == .thrives || $0 == .tolerates }) else {
      return false
    }
    return band < first
  }
}
