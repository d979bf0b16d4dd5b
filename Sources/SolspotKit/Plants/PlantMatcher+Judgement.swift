extension PlantMatcher {
  /// Why no plant can be judged against `spot`, or `nil` when plants can be: light no spot
  /// receives (``SpotLight/isImplausiblyBright``) judges none. A band never is such light.
  public func notJudged(_ spot: SpotLight) -> PlantJudgement.Reason? {
    spot.isImplausiblyBright ? .implausiblyBright : nil
  }

  /// `plants` judged against `spot`: ranked best first (``matches(_:spot:)``), or in the
  /// order given when `ranked` is `false` (each plant as ``match(_:spot:)`` judges it); or
  /// none, with the reason, for light no spot receives (``notJudged(_:)``).
  public func judge(_ plants: [Plant], spot: SpotLight, ranked: Bool = true) -> PlantJudgement {
    if let reason = notJudged(spot) { return .notJudged(reason) }
    return .judged(ranked ? matches(plants, spot: spot) : plants.map { match($0, spot: spot) })
  }
}
