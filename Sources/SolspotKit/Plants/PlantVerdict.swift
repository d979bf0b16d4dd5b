/// What a spot's light means for a plant, best first: the verdict `solspot plants` commits to
/// (docs/plant-matching.md, "The verdict").
///
/// The raw values are stable codes for scripts and `--only`.
public enum PlantVerdict: String, Sendable, Hashable, CaseIterable, DeclarationOrdered {
  /// The light lies in the range the plant does best in.
  case good
  /// The light lies in the range the plant tolerates, outside its best range.
  case possible
  /// The light lies below the least the plant takes.
  case tooDark
  /// The light lies at or above the most the plant takes.
  case tooBright

  /// Whether the plant lives in this light: good or possible.
  public var isSuited: Bool { self == .good || self == .possible }
}

/// A verdict close to one of the plant's limits: the spot's light lies within half a stop
/// (a factor of √2) of the tolerated minimum or maximum, or a span of light reaches past it.
public struct Borderline: Sendable, Hashable {
  /// Which limit.
  public enum Side: String, Sendable, Hashable, CaseIterable {
    /// The tolerated minimum: a little darker and it is too dark.
    case dark
    /// The tolerated maximum: a little brighter and it is too bright.
    case bright
  }

  /// How far from a limit a verdict is borderline, in stops.
  public static let stops = 0.5

  /// The limit.
  public let side: Side
  /// The limit in lux.
  public let lux: Double

  /// Creates a borderline note.
  public init(side: Side, lux: Double) {
    self.side = side
    self.lux = lux
  }
}
