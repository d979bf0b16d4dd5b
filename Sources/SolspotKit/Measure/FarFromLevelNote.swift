/// A reading just saved lies far from the level of the spot's earlier readings from the same
/// device: outside the range 95% of new readings fall in. It is saved all the same (the light
/// does change), and the note gives the figures to judge it: the factor, the level it is
/// compared with, and how many readings that level rests on.
///
/// The range a new reading of the same device is expected in is the level's interval without
/// the parts the new reading shares with it (the device's error and the spot's own geometry,
/// which move every reading of this device at this spot together), combined with the light's
/// variation between readings (``LightVariation``, from the earlier readings and its prior):
///
/// ```
/// log2(new) − ȳ  ~  s_n · √(1 + 1/n) · T(ν_n)          range: ȳ ± t₀.₉₇₅(ν_n) · s_n · √(1 + 1/n)
/// ```
///
/// where ȳ is the mean log2 lux of the n earlier estimates from the device. With one earlier
/// reading and the prior alone that is a factor of about 4 either way; it narrows as readings
/// agree, and widens as they vary.
///
/// Only earlier readings of the new reading's meteorological season (``Season``, by each
/// reading's local month in the spot's hemisphere) count: the prior for the light's variation
/// is for one season, and a winter reading a quarter of the summer's is the season, not a
/// typo (`spot seasons` compares seasons). The note names that season (`season`), and
/// `readings` counts that season's readings only.
///
/// An earlier reading that was itself far from the level of the ones before it when it was
/// saved stays in the level: the user kept it, and `spot show`'s level includes it too. The
/// note counts them (`flaggedAtSave`, replayed in time order with the same rule), so the text
/// can say the level includes them.
///
/// A bound is far when its direction takes it away from the level: "at least X" with X above
/// the range (the light is then at least that far above the level), "at most X" with X below
/// it; `factor` is then X over the level and `bound` says which. An "at least" bound below
/// the level, or an "at most" one above it, says nothing against the level and has no note.
///
/// Properties (mirrored by the tests): `nil` for a forced reading, a bound on the level's side
/// of the range, or a spot with no earlier plausible estimate from the device in the reading's
/// season; a reading at the level never has it; `factor` lies outside `range`, which contains
/// 1, above it for an "at least" bound and below it for an "at most" one; both are in lux over
/// the level's lux.
public struct FarFromLevelNote: Sendable, Hashable {
  /// The share of new readings of unchanged light the range holds: 95%.
  public static let confidence = 0.95

  /// The spot's name.
  public let spot: String
  /// The device of the new reading and of the readings the level rests on.
  public let device: String
  /// The new reading's lux over the level's.
  public let factor: Double
  /// The level of the earlier readings from `device`, in lux (their geometric mean).
  public let levelLux: Double
  /// How many earlier readings from `device` in `season` the level rests on.
  public let readings: Int
  /// The meteorological season of the new reading, the only one whose readings count.
  public let season: Season
  /// How many of `readings` were themselves far from the level of the ones before them (in
  /// time order) when they were saved; they stay in the level.
  public let flaggedAtSave: Int
  /// The range a new reading is expected in, as factors of the level, at ``confidence``.
  public let range: ClosedRange<Double>
  /// The direction of the new reading's bound, or `nil` for a value: `factor` is then the
  /// bound's lux over the level's, and the light at least (or at most) that.
  public let bound: Bound?

  /// Which side of its lux a bound's light lies on.
  public enum Bound: String, Sendable, Hashable, CaseIterable {
    /// "At least": the light is the bound or more.
    case atLeast
    /// "At most": the light is the bound or less.
    case atMost
  }

  /// The note for `reading`, just made, against the `earlier` readings of the spot named
  /// `spot`; `nil` when it
  /// lies within the range, or there is nothing to compare it with.
  ///
  /// - Parameters:
  ///   - earlier: The spot's other readings, re-derived with the current profiles; the
  ///     estimates from `reading`'s device that are not forced and were taken in its season
  ///     are used.
  ///   - hemisphere: The spot's hemisphere, for the seasons.
  public init?(
    reading: Reading, earlier: [Reading], spot: String, hemisphere: Hemisphere = .north
  ) {
    guard !reading.isForced else { return nil }
    let bound: Bound?
    let log2Lux: Double
    switch reading.value {
    case .estimate: (bound, log2Lux) = (nil, reading.log2PointLux)
    case .atLeast(let lux): (bound, log2Lux) = (.atLeast, Math.log2(lux))
    case .atMost(let lux): (bound, log2Lux) = (.atMost, Math.log2(lux))
    }
    let season = Season.of(month: reading.takenAt.local.month, in: hemisphere)
    let values = earlier.filter {
      $0.deviceID == reading.deviceID && !$0.isForced && !$0.value.isBound
        && Season.of(month: $0.takenAt.local.month, in: hemisphere) == season
    }.sorted { $0.takenAt < $1.takenAt }.map(\.log2PointLux)
    guard let check = Self.check(log2Lux, bound: bound, against: values) else { return nil }
    guard check.isFar else { return nil }
    self.bound = bound
    self.spot = spot
    self.season = season
    device = reading.deviceID
    factor = Math.exp2(check.offset)
    levelLux = Math.exp2(check.mean)
    readings = values.count
    range = Math.exp2(-check.half)...Math.exp2(check.half)
    flaggedAtSave = (1..<max(values.count, 1)).count {
      Self.check(values[$0], bound: nil, against: Array(values[..<$0]))?.isFar == true
    }
  }

  /// The offset of `log2Lux` from the mean of `values`, the half-width of the range, and
  /// whether the value (or bound) lies outside it; `nil` when `values` is empty.
  private static func check(_ log2Lux: Double, bound: Bound?, against values: [Double])
    -> (offset: Double, mean: Double, half: Double, isFar: Bool)?
  {
    guard !values.isEmpty else { return nil }
    let count = Double(values.count)
    let mean = values.reduce(0, +) / count
    let variation = LightVariation(groups: [values])
    let half =
      StudentTDistribution.quantile(1 - (1 - Self.confidence) / 2, degrees: variation.degrees)
      * variation.sigmaEV * (1 + 1 / count).squareRoot()
    let offset = log2Lux - mean
    let isFar =
      switch bound {
      case nil: abs(offset) > half
      case .atLeast: offset > half
      case .atMost: offset < -half
      }
    return (offset, mean, half, isFar)
  }
}
