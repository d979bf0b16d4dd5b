/// A reading refused as implausible was saved all the same, flagged (``Reading/isForced``):
/// the store keeps it, but levels, comparisons, seasons and plant verdicts leave it out
/// (``LevelReadings``).
///
/// Properties: `refusals` is not empty and in the order ``ImplausibleReading/check(_:)``
/// gives them.
public struct ForcedNote: Sendable, Hashable {
  /// The id of the device profile whose documented range a setting may lie beyond.
  public let device: String
  /// The rules the reading breaks, with their figures.
  public let refusals: [ImplausibleReading]

  /// The note for a reading from `device` saved although it breaks `refusals`; `nil` for a
  /// plausible reading (no refusals).
  public init?(refusals: [ImplausibleReading], device: String) {
    guard !refusals.isEmpty else { return nil }
    self.device = device
    self.refusals = refusals
  }
}
