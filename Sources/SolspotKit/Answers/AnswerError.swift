/// Why a saved spot gives no answer to a question about its light.
///
/// An unknown spot is a ``SpotError/unknownSpot(_:suggestions:)`` and a store's failure a
/// ``StoreError``, as the store throws them; these are the refusals of the answers themselves.
public enum AnswerError: Error, Sendable, Hashable {
  /// The spot has no reading a level can rest on among those the filter chooses: `total`
  /// readings in all, `forcedLeftOut` of the chosen ones forced (``LevelReadings``).
  case noUsableReadings(spot: String, total: Int, forcedLeftOut: Int)
  /// The two names of a comparison name one spot (`name`, as saved).
  case sameSpot(first: String, second: String, name: String)
  /// The two spots' readings give no ratio (``LightComparison`` gives none: a set without a
  /// level, neither a value nor a bound).
  case notComparable
}
