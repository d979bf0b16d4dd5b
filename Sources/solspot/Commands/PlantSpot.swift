import SolspotKit

/// The spot `solspot plants` judges: its light, and what its text and JSON say about it
/// besides (``SpotArguments/spot(from:bands:)``).
struct PlantSpot {
  /// A saved spot (`--spot NAME`) and the readings its level rests on.
  struct Saved {
    /// The spot as stored.
    let spot: SavedSpot
    /// The readings chosen with `--season`, `--since` and `--until`, and how many there were.
    let selection: ReadingSelection
    /// The readings taken by day the verdict rests on, and the night ones left out.
    var daylight: DaylightReadings? = nil
    /// The one reading that alone makes the level's readings disagree, as `spot show` names it.
    var outlier: StoredReading? = nil

    /// The notes `plants --spot` gives for this level, as the library chooses them
    /// (``LevelNote``): readings that disagree beyond the error model, readings that span
    /// seasons; when `--season` chose the readings in an assumed hemisphere, that it was
    /// assumed; forced readings left out; and readings taken at night.
    func notes(_ summary: ReadingSummary) -> [LevelNote] {
      LevelNote.notes(
        summary, spot: spot, outlier: outlier, season: selection.filter.season,
        forcedLeftOut: selection.forcedLeftOut, daylight: daylight)
    }
  }

  /// The light, as the matcher takes it.
  let light: SpotLight
  /// Remarks on exposure settings as they were typed, for an estimate (``SettingsHint``).
  var hints: [SettingsHint] = []
  /// The saved spot, for `--spot`.
  var saved: Saved? = nil
  /// The unit a light given as a number was typed in: foot-candles for `--fc`, else lux.
  var givenIn: IlluminanceUnit = .lux
}
