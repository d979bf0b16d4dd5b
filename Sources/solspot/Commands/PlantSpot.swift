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

    /// A note on the level, as `spot show` prints it: `code` for scripts, `text` for people.
    struct Note {
      /// `readings-vary`, `readings-span-seasons`, `hemisphere-assumed`, `forced`,
      /// `night-left-out` or `night-only`.
      let code: String
      /// The note as the text prints it, "Note: …".
      let text: String

      /// The note without "Note: " and its final full stop, as JSON `notes` give messages.
      var message: String {
        var message = text.hasPrefix("Note: ") ? String(text.dropFirst(6)) : text
        if message.hasSuffix(".") { message.removeLast() }
        return message
      }
    }

    /// The notes `spot show` prints for this level (``LevelNotes``): readings that disagree
    /// beyond the error model, readings that span seasons; when `--season` chose the
    /// readings in an assumed hemisphere, that it was assumed; and forced readings left out.
    func notes(_ summary: ReadingSummary) -> [Note] {
      let hemisphere = spot.location.hemisphere
      var notes = [
        LevelNotes.scatter(spot.name, summary, outlier: outlier).map {
          Note(code: "readings-vary", text: $0)
        },
        LevelNotes.seasonSpan(spot.name, summary, hemisphere: hemisphere).map {
          Note(code: "readings-span-seasons", text: $0)
        },
      ].compactMap { $0 }
      if let season = selection.filter.season, spot.location.isAssumed {
        notes.append(
          Note(
            code: "hemisphere-assumed",
            text: "Note: \(season.rawValue) is taken in the \(hemisphere.adjective) "
              + "hemisphere, assumed for \(spot.name) as no location was given; set it with "
              + "'solspot spot set \(ShellWord.quoted(spot.name)) --latitude L' or '--hemisphere south'."
          ))
      }
      if let forced = ForcedText.leftOut(spot.name, count: selection.forcedLeftOut) {
        notes.append(Note(code: ForcedText.code, text: forced))
      }
      if let daylight, let note = PlantWords.night(daylight, spot: spot.name) {
        notes.append(Note(code: note.code, text: note.text))
      }
      return notes
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
