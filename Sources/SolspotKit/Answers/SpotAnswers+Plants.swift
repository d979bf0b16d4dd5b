extension SpotAnswers {
  /// Which of `plants` suit the spot named `name`: each judged against the spot's daylight
  /// level (``daylightLevel(of:filter:)``), ranked best first; none, with the reason
  /// (``PlantJudgement/Reason/implausiblyBright``), when the level is more light than any
  /// spot receives.
  ///
  /// - Throws: ``AnswerError/noUsableReadings(spot:total:forcedLeftOut:)`` when no reading
  ///   is left; ``SpotError/unknownSpot(_:suggestions:)``, ``StoreError``, ``DataError``.
  public func plantVerdicts(
    of name: String, filter: ReadingFilter = .all, plants: [Plant], matcher: PlantMatcher
  ) throws -> SpotPlantVerdicts {
    let level = try daylightLevel(of: name, filter: filter)
    return SpotPlantVerdicts(
      level: level, judgement: matcher.judge(plants, spot: .level(level.summary)))
  }
}
