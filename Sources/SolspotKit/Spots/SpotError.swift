/// Why a saved-spot operation was refused: the closed set of causes that come from the user's
/// input rather than from SQLite.
public enum SpotError: Error, Sendable, Hashable {
  /// No spot has this name; close names are suggested.
  case unknownSpot(String, suggestions: [String])
  /// Another spot already has this name (ignoring case).
  case nameTaken(String)
  /// The name breaks a rule of ``SpotTextRules``.
  case invalidName(String, problem: SpotTextProblem)
  /// The room or notes break a rule of ``SpotTextRules``.
  case invalidText(field: SpotTextField, problem: SpotTextProblem)
  /// A latitude outside −90 to 90 degrees or not a number.
  case invalidLatitude(Double)
  /// The spot has readings and removing it was not confirmed.
  case hasReadings(String, count: Int)
  /// A device id a spot cannot keep: empty, or longer than ``NewSpot/maxDeviceLength``.
  case invalidDevice(String)
  /// The spot has no reading with this id (`spot remove NAME --reading ID`).
  case unknownReading(spot: String, id: Int64)
  /// The spot has no readings, so there is no latest one to remove.
  case noReadings(String)
  /// Removing this reading of the spot was not confirmed.
  case readingNotConfirmed(String, reading: StoredReading)
}
