/// What ``SpotMeasurer/measure(_:)`` did: saved a reading, refused an implausible one, or
/// saved nothing because a capture has no standing reading.
public enum MeasureOutcome: Sendable, Hashable {
  /// The reading was saved.
  case saved(SavedMeasurement)
  /// The reading is not the light at any spot (``ImplausibleReading``) and was not saved;
  /// ``MeasureRequest/force`` saves it flagged.
  case refused(RefusedMeasurement)
  /// A capture committed no reading, or its reading was superseded while the phone still lay
  /// there (``CaptureReplayer/Outcome/supersession``): nothing was saved to `spot`; `source`
  /// is the one its reading would have had.
  case nothingSaved(spot: SavedSpot, capture: CaptureReplayer.Outcome, source: ReadingSource)
}

/// What a measurement's source gave beyond its estimate, for the app to show.
public enum MeasureDetail: Sendable, Hashable {
  /// Settings: the remarks on them as typed (``SettingsNote``).
  case settings([SettingsNote])
  /// A capture: the replay's outcome (the committed window, the device it used).
  case capture(CaptureReplayer.Outcome)
  /// A photo: its metadata, and how its device profile was chosen.
  case photo(PhotoMeasurement)
}

/// A photo's metadata and how the profile of its estimate was chosen.
public struct PhotoMeasurement: Sendable, Hashable {
  /// The photo's metadata.
  public let metadata: PhotoMetadata
  /// How the device profile was chosen.
  public let choice: ProfileChoice
  /// What the photo's Exif says against the profile, if anything.
  public let deviceNote: PhotoDeviceNote?
}

/// A reading measured and saved.
public struct SavedMeasurement: Sendable, Hashable {
  /// The spot it was saved to.
  public let spot: SavedSpot
  /// The reading as stored, with its id.
  public let stored: StoredReading
  /// The estimate the reading keeps.
  public let estimate: LuxEstimate
  /// When it was taken, and where that time came from.
  public let time: ReadingTime
  /// Every note on the measurement, in the order the CLI prints them: the source's and the
  /// estimate's (``MeasureOutcome/notes``), then ``readingNotes``.
  public var notes: [Note] { detail.notes(estimate: estimate) + readingNotes }
  /// The notes on the reading as saved to the spot, in the order of
  /// ``Note/savedReading(earlier:device:spot:photoLatitude:forced:remembered:farFromLevel:)``.
  public let readingNotes: [Note]
  /// The rules an implausible reading saved flagged breaks (``MeasureRequest/force``); empty
  /// for a plausible one.
  public let refusals: [ImplausibleReading]
  /// What the source gave.
  public let detail: MeasureDetail
}

/// A reading refused as implausible: measured, not saved.
public struct RefusedMeasurement: Sendable, Hashable {
  /// The spot it was for.
  public let spot: SavedSpot
  /// The estimate.
  public let estimate: LuxEstimate
  /// The rules it breaks, in the order ``ImplausibleReading/check(_:)`` gives them; never
  /// empty.
  public let refusals: [ImplausibleReading]
  /// The source the reading would have had.
  public let source: ReadingSource
  /// What the source gave.
  public let detail: MeasureDetail
  /// The notes on the estimate and its source, in the order the CLI prints them
  /// (``MeasureOutcome/notes``); a refused reading has no notes on a saved one.
  public var notes: [Note] { detail.notes(estimate: estimate) }
}
