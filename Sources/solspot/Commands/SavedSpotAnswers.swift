import SolspotKit

/// The library's answers from saved spots (``SpotAnswers``) for the commands that give them
/// (`spot show`, `spot compare`, `spot seasons`, `plants --spot`): the store `--store` names,
/// the readings re-derived with the built-in profiles and the user's folder over them
/// (``UserProfiles``).
enum SavedSpotAnswers {
  /// Runs `body` with the answers from the existing store; `name` is the spot reported unknown
  /// when there is no store yet. A file in the user's profile folder that cannot be used gives
  /// its warning once the readings were re-derived, as ``CurrentProfiles`` gives it.
  static func answer<T>(
    _ arguments: ParsedArguments, name: String, _ body: (SpotAnswers) throws -> T
  ) throws -> T {
    let profiles = ReadingProfiles(own: UserProfiles.contents.profiles)
    let answer: T
    do {
      answer = try StoreArguments.withExistingStore(arguments) { store in
        guard let store else { throw SpotError.unknownSpot(name, suggestions: []) }
        return try body(try SpotAnswers(store: store, profiles: profiles))
      }
    } catch let error as AnswerError {
      // Only a same-spot refusal comes before the readings are re-derived.
      if case .sameSpot = error {} else { try UserProfiles.check(requestedID: nil, name: nil) }
      throw error
    }
    try UserProfiles.check(requestedID: nil, name: nil)
    return answer
  }

  /// The command's failure for a refused answer: `filter` and `use` word a spot without usable
  /// readings.
  static func failure(_ error: AnswerError, filter: ReadingFilter, use: CommandFailure.ReadingUse)
    -> CommandFailure
  {
    switch error {
    case .noUsableReadings(let spot, let total, let forcedLeftOut):
      .noUsableReadings(
        spot: spot, filter: filter, total: total, implausible: forcedLeftOut, use: use)
    case .sameSpot(let first, let second, let name): .sameSpot(first, second, name: name)
    case .notComparable: .notComparable
    }
  }
}
