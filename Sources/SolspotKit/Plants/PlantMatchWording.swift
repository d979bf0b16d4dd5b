/// The reason of a ``PlantMatch`` in words: what the plant needs, what the spot reads, and
/// the boundaries the answer depends on.
///
/// "needs at least bright indirect light; this spot reads medium";
/// "tolerates low to medium light, best in medium; this spot reads medium, possibly bright
/// indirect; depends on the true light: tolerates below 10,000 lux, too bright above".
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
    if !boundaries.isEmpty {
      parts.append("depends on the true light: " + boundaries.map(\.text).joined(separator: "; "))
    }
    return parts.joined(separator: "; ")
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
