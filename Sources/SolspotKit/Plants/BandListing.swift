/// The plants for a band named without a measurement, grouped by how much of the band each
/// takes (for the direct band, how much sun it takes), best fit first
/// (docs/plant-matching.md, "A band").
///
/// A band is a range of light with no distribution over it: a plant that needs 1,600 lux takes
/// only the bright end of the low band, and one that takes at most 16,000 lux only the dimmer
/// part of the bright-indirect band. So the groups say where in the band a plant can live, and a
/// measurement says where in it the spot lies.
///
/// Properties (mirrored by the tests): every offered plant's tolerated range reaches into the
/// band; a plant that needs at least the band's upper limit is in `tooDark`; in the darkest
/// band, a full-sun plant that needs 1,076 lux (100 fc) or more is in `sunLovers`; one whose maximum
/// is at or below the band's lower limit is in `tooBright` (for the direct band: the plants
/// that take no direct sun); a plant is in `wholeBand` only when its tolerated range holds the
/// whole band, and in `upTo` when its maximum lies inside the band; groups are ordered by the
/// largest ``share(of:in:)`` of the band among their plants, `wholeBand` first, ties in the
/// order of ``Depth``. Within a group plants go by their tolerated minimum, lowest first (in
/// `wholeBand`, first by the share of the band inside their ideal range, largest first; in
/// `upTo`, first by their maximum, highest first; in the direct band by their maximum, highest
/// first, then by their minimum, highest first: the sun lovers), then by the grade of that
/// figure, then by how many sources support it, then by name.
public struct BandListing: Sendable, Hashable {
  /// How far into a band a plant goes.
  public enum Depth: String, Sendable, Hashable, CaseIterable, DeclarationOrdered {
    /// It takes the whole band, down to its lower limit.
    case wholeBand = "whole-band"
    /// It takes the dimmest third of the band (in stops) and up.
    case dimmest
    /// It needs the middle of the band and up.
    case middle
    /// It needs the bright end of the band.
    case brightEnd = "bright-end"
    /// It takes the band only up to its tolerated maximum, which lies inside the band.
    case upTo = "up-to"
    /// The direct band: it takes full sun.
    case fullSun = "full-sun"
    /// The direct band: it takes morning or filtered sun, up to its maximum.
    case filteredSun = "filtered-sun"
  }

  /// The plants of one depth.
  public struct Group: Sendable, Hashable {
    /// How far into the band they go.
    public let depth: Depth
    /// The lowest tolerated minimum among them, in lux.
    public let lowestMinimum: Double
    /// The highest tolerated minimum among them, in lux.
    public let highestMinimum: Double
    /// Their matches against the band, most tolerant first.
    public let matches: [PlantMatch]
  }

  /// The lowest light the depth groups of a band without a lower limit start from: 250 lux,
  /// just under the 25 foot-candles of extension services' "low light" (269 lux).
  public static let floorLux = 250.0

  /// The top of extension services' "low light", 100 foot-candles: a sun lover whose minimum
  /// is this or more is not offered for the darkest band (REFERENCE.md, "Light for plants").
  public static let lowLightTopLux = 1_076.0

  /// The band.
  public let band: Band
  /// The plants the band offers, by depth, most tolerant first; no group is empty.
  public let groups: [Group]
  /// The plants that need more light than the band gives.
  public let tooDark: [PlantMatch]
  /// For the darkest band: the sun lovers (full direct sun) that no statement says take low
  /// light, never offered there even where their minimum lies inside the band.
  public let sunLovers: [PlantMatch]
  /// The plants that take less light than the band gives (for the direct band: shade plants,
  /// to be warned off direct sun).
  public let tooBright: [PlantMatch]

  /// The listing of `plants` for `band`, with `matcher`'s rules for a span.
  public init(band: Band, plants: [Plant], matcher: PlantMatcher) {
    self.band = band
    let matches = plants.map { matcher.match($0, spot: .band(band)) }
    tooDark = PlantMatcher.rank(matches.filter { $0.verdict == .tooDark })
    tooBright = PlantMatcher.rank(matches.filter { $0.verdict == .tooBright })
    let darkest = (band.lowerLux ?? 0) == 0
    let isSunLover = { (match: PlantMatch) -> Bool in
      let light = match.plant.light
      return darkest && light.directSun.exposure == .full && light.minimumLux >= Self.lowLightTopLux
    }
    sunLovers = PlantMatcher.rank(matches.filter { $0.verdict.isSuited && isSunLover($0) })
    var byDepth: [Depth: [PlantMatch]] = [:]
    for match in matches where match.verdict.isSuited && !isSunLover(match) {
      byDepth[Self.depth(of: match.plant.light, in: band), default: []].append(match)
    }
    let unsorted: [(group: Group, share: Double)] = Depth.allCases.compactMap { depth in
      guard let members = byDepth[depth], !members.isEmpty else { return nil }
      let sorted = Self.order(members, depth: depth, band: band)
      let minimums = sorted.map(\.plant.light.minimumLux)
      let group = Group(
        depth: depth, lowestMinimum: minimums.min() ?? 0, highestMinimum: minimums.max() ?? 0,
        matches: sorted)
      let share =
        depth == .wholeBand
        ? 2 : members.map { Self.share(of: $0.plant.light, in: band) }.max() ?? 0
      return (group, share)
    }
    // Stable: equal shares keep the order of Depth.
    groups = unsorted.enumerated().sorted { a, b in
      a.element.share != b.element.share ? a.element.share > b.element.share : a.offset < b.offset
    }.map(\.element.group)
  }

  /// The part of `band`, in stops, that a tolerated `range` takes: 1 for the whole band, 0 for
  /// none. A band without a lower limit counts from ``floorLux``; the direct band, without an
  /// upper limit, is 1 for full sun and otherwise the part up to the plant's maximum of the
  /// stops from 20,000 lux to 108,000 lux, outdoor full sun (REFERENCE.md).
  public static func share(of range: LightRange, in band: Band) -> Double {
    let lower = Swift.max(band.lowerLux ?? 0, floorLux)
    let upper = band.upperLux ?? fullSunLux
    guard upper > lower else { return 0 }
    let low = Swift.max(range.min.lux ?? 0, lower)
    let high = Swift.min(range.max.lux ?? .infinity, upper)
    guard high > low else { return 0 }
    return Math.log2(high / low) / Math.log2(upper / lower)
  }

  /// The part of `band` a plant with `light` takes (``share(of:in:)`` of its tolerated range).
  public static func share(of light: PlantLight, in band: Band) -> Double {
    share(of: light.tolerated, in: band)
  }

  /// Outdoor full sun, about 10,000 foot-candles: the top the direct band is measured to
  /// (University of Maryland Extension, "Lighting for indoor plants"; REFERENCE.md).
  public static let fullSunLux = 108_000.0

  /// How far into `band` a plant with `light` goes.
  public static func depth(of light: PlantLight, in band: Band) -> Depth {
    guard let upper = band.upperLux else {
      return light.tolerated.max.lux == nil ? .fullSun : .filteredSun
    }
    let lower = band.lowerLux ?? 0
    let minimum = light.minimumLux
    if let maximum = light.tolerated.max.lux, maximum < upper { return .upTo }
    if lower > 0, minimum <= lower { return .wholeBand }
    let floor = Swift.max(lower, floorLux)
    let position = Math.log2(Swift.max(minimum, floor) / floor) / Math.log2(upper / floor)
    if position < 1.0 / 3 { return .dimmest }
    return position < 2.0 / 3 ? .middle : .brightEnd
  }

  private static func order(_ matches: [PlantMatch], depth: Depth, band: Band) -> [PlantMatch] {
    let direct = band.upperLux == nil
    let keys = matches.map { PlantNameKey.fold($0.plant.botanicalName) }
    // The share of the band inside the ideal range, to a hundredth: the best fit of the plants
    // that take the whole band.
    let ideal = matches.map { (share(of: $0.plant.light.ideal, in: band) * 100).rounded() }
    return matches.indices.sorted { a, b in
      let x = matches[a].plant.light
      let y = matches[b].plant.light
      if depth == .wholeBand, ideal[a] != ideal[b] { return ideal[a] > ideal[b] }
      if direct || depth == .upTo, x.tolerated.max.lux != y.tolerated.max.lux {
        return (x.tolerated.max.lux ?? .infinity) > (y.tolerated.max.lux ?? .infinity)
      }
      // In direct sun the sun lovers come first: the plants that need the most light.
      if x.minimumLux != y.minimumLux {
        return direct ? x.minimumLux > y.minimumLux : x.minimumLux < y.minimumLux
      }
      if x.tolerated.min.grade != y.tolerated.min.grade {
        return x.tolerated.min.grade < y.tolerated.min.grade
      }
      if x.minimumSupport != y.minimumSupport { return x.minimumSupport > y.minimumSupport }
      if keys[a] != keys[b] { return keys[a] < keys[b] }
      return matches[a].plant.id < matches[b].plant.id
    }.map { matches[$0] }
  }
}
