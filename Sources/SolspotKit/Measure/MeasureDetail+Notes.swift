extension MeasureDetail {
  /// The notes on `estimate` and its source, in the order the CLI prints them: for settings,
  /// the remarks on them as typed (``SettingsNote``), then the estimate's own; for a capture,
  /// its reading's estimate notes, then its header device overridden (``HeaderDeviceNote``);
  /// for a photo, the estimate's notes, then what its Exif says against the profile
  /// (``PhotoDeviceNote``), else that it was measured with the generic profile
  /// (``GenericPhotoNote``).
  func notes(estimate: LuxEstimate?) -> [Note] {
    let own = (estimate?.notes ?? []).map(Note.estimate)
    switch self {
    case .settings(let settings):
      return settings.map(Note.settings) + own
    case .capture(let outcome):
      return own + Note.headerDevice(of: outcome)
    case .photo(let photo):
      if let device = photo.deviceNote { return own + [.photoDevice(device)] }
      guard photo.choice == .generic else { return own }
      return own + [.genericPhoto(GenericPhotoNote(photo.metadata))]
    }
  }
}

extension Note {
  /// The notes of a capture's replay, in the order `solspot read` prints them: its reading's
  /// estimate notes, if it committed one, then its header device overridden
  /// (``HeaderDeviceNote``).
  public static func capture(_ outcome: CaptureReplayer.Outcome) -> [Note] {
    (outcome.reading?.estimate.notes ?? []).map(Note.estimate) + headerDevice(of: outcome)
  }

  /// The header-device note of `outcome`, if its header device was overridden.
  static func headerDevice(of outcome: CaptureReplayer.Outcome) -> [Note] {
    HeaderDeviceNote(outcome.device).map { [.headerDevice($0)] } ?? []
  }
}

extension MeasureOutcome {
  /// Every note the outcome carries, in the order the CLI prints them: the source's and the
  /// estimate's (``MeasureDetail``), then, for a saved reading, those on it as saved
  /// (``SavedMeasurement/readingNotes``). A capture without a standing reading has its
  /// reading's estimate notes, if it committed one, and its header device overridden.
  public var notes: [Note] {
    switch self {
    case .saved(let saved): saved.notes
    case .refused(let refused): refused.notes
    case .nothingSaved(_, let capture, _): Note.capture(capture)
    }
  }
}
