import SolspotKit

/// `spot measure` as text for people: the estimate as its source's own command prints it
/// (`solspot lux`, `solspot read`; for a photo with its note that the estimate describes the
/// scene the camera saw), then what was saved.
enum MeasureText {
  /// The whole output of a saved reading.
  ///
  /// `notes` on the reading as saved to the spot come before the line saying what was saved:
  /// an implausible reading saved flagged (``ForcedNote``), one far from the spot's level
  /// (``FarFromLevelNote``) and another device's earlier readings (``OtherDeviceNote``) as
  /// warnings, the rest as notes.
  static func render(
    _ measurement: MeasureSource.Measurement, estimate: LuxEstimate, spot: String,
    time: ReadingTime, notes: [Note]
  ) -> String {
    var lines: [String]
    let source = notes.filter(isSourceNote)
    let estimateNotes = notes.filter(isEstimateNote)
    let saving = notes.filter { !isSourceNote($0) && !isEstimateNote($0) }
    switch measurement.detail {
    case .settings:
      lines = [EstimateText.render(estimate, notes: estimateNotes)]
    case .capture(let outcome):
      lines = [ReadText.render(outcome, notes: estimateNotes + source)]
    case .photo(let result, let choice):
      // The estimate carries the note that a photo describes the scene the camera saw.
      lines = [EstimateText.render(estimate, notes: estimateNotes), photo(result, choice: choice)]
      for note in source {
        switch note {
        case .photoDevice(.backCamera(let front)):
          lines.append(
            "Note: \(NoteText.photoDevice(.backCamera(frontProfile: front))), and \(genericSaved).")
        // A chosen profile the photo contradicts is a warning; the reading is saved all the same.
        case .photoDevice: lines.append("Warning: \(NoteText.render(note)).")
        default: lines.append("Note: \(NoteText.render(note)).")
        }
      }
    }
    let isWarning = { (note: Note) in
      [.forced, .farFromLevel, .otherDevice].contains(note.code)
    }
    lines += saving.filter(isWarning).map { "Warning: \(NoteText.render($0))." }
    lines += saving.filter { !isWarning($0) }.map { "Note: \(NoteText.render($0))." }
    lines.append(saved(spot: spot, time: time, source: measurement.source))
    return lines.joined(separator: "\n")
  }

  /// "Photo: IMG_0001.jpg; device profile matched on its Make, Model and LensModel", with the
  /// settings that did not come from their own tags.
  static func photo(_ result: PhotoBatch.Result, choice: PhotoBatch.ProfileChoice) -> String {
    let device: String =
      switch choice {
      case .matched: "device profile matched on its Make, Model and LensModel"
      case .chosen: "device profile chosen with --device"
      case .generic: "no device profile matches its camera, so the generic one is used"
      }
    let fallbacks = result.metadata.map(PhotoText.fallbacks) ?? []
    return "Photo: "
      + ([MeasureSource.fileName(result.path), device] + fallbacks)
      .joined(separator: "; ") + "."
  }

  /// Whether `note` is on the estimate, printed among its lines: the estimate's own and the
  /// settings' as typed.
  static func isEstimateNote(_ note: Note) -> Bool {
    switch note {
    case .estimate, .settings: true
    default: false
    }
  }

  /// Whether `note` is on the source, printed after the estimate: a photo's device note or its
  /// generic profile, a capture's header device overridden.
  static func isSourceNote(_ note: Note) -> Bool {
    switch note {
    case .photoDevice, .genericPhoto, .headerDevice: true
    default: false
    }
  }

  /// What saving a photo's reading as `generic` means for its comparisons.
  static let genericSaved =
    "the reading was saved as 'generic': 'spot compare' treats every 'generic' reading as "
    + "one phone's, so measure each spot with this same camera"

  /// "Saved to 'windowsill' as taken 2025-06-21 12:00 +02:00.", with where the time came from
  /// when a file gave it, or when a file could have but did not.
  static func saved(spot: String, time: ReadingTime, source: ReadingSource) -> String {
    let when = "\(time.time.local.minuteText) \(time.time.iso8601Offset)"
    return "Saved to '\(spot)' as taken \(when)\(origin(time.origin, source: source))."
  }

  /// " (the photo's DateTimeOriginal and OffsetTimeOriginal)", or nothing for `--at` and for
  /// settings typed in now.
  static func origin(_ origin: ReadingTime.Origin, source: ReadingSource) -> String {
    switch (origin, source) {
    case (.given, _), (.now, .manual): ""
    case (.now, .capture):
      " (now: the capture's header gives no start time; give --at for an earlier capture)"
    case (.now, _): " (now: the photo records no time; give --at for an earlier photo)"
    case (.captureHeader, _):
      " (the capture header's start time plus the time to the committed window)"
    case (.photo, _): " (the photo's DateTimeOriginal and OffsetTimeOriginal)"
    case (.photoLocal, _):
      " (the photo's DateTimeOriginal; it records no UTC offset, so this computer's is assumed)"
    case (.fileModified, _):
      " (the file's modification time: the photo records no DateTimeOriginal; give --at if "
        + "that is wrong)"
    }
  }

  /// Why nothing was saved from a capture: one line for standard error.
  static func nothingSaved(spot: String, file: String, superseded: Supersession? = nil) -> String {
    guard let superseded else {
      return "solspot: \(file): the capture committed no reading; nothing was saved to '\(spot)'"
    }
    return "solspot: \(file): the capture's reading was superseded at "
      + "\(NumberText.fixed(superseded.time, 3)) s (\(CaptureText.supersession(superseded))); nothing was saved to "
      + "'\(spot)'; measure again"
  }
}
