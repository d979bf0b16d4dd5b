extension DaylightLevel {
  /// The notes to give next to a verdict on this level: readings that disagree (with the outlier), readings from several seasons, an assumed
  /// hemisphere, forced and night readings left out; as `solspot plants --spot` gives them.
  public var notes: [LevelNote] {
    LevelNote.notes(
      summary, spot: spot, outlier: outlier, season: filter.season,
      forcedLeftOut: chosen.forcedLeftOut, daylight: daylight)
  }
}
