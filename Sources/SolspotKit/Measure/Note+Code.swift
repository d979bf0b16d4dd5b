extension Note {
  /// A note's stable code: the string scripts see in JSON (`notes[].code`) and docs/cli.md
  /// lists. A code never changes meaning; a new kind of note gets a new code.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// ``EstimateNote/uncalibrated``.
    case uncalibrated
    /// ``EstimateNote/unknownLimits``.
    case unknownLimits = "unknown-limits"
    /// ``EstimateNote/genericLimits``.
    case genericLimits = "generic-limits"
    /// ``EstimateNote/beyondLimits(generic:)``.
    case beyondLimits = "beyond-limits"
    /// ``EstimateNote/bandUncertain``.
    case bandUncertain = "band-uncertain"
    /// ``EstimateNote/photoGeometry``.
    case photo
    /// ``EstimateNote/implausiblyBright``.
    case implausiblyBright = "implausibly-bright"
    /// ``EstimateNote/apertureMismatch(profile:given:)``.
    case apertureMismatch = "aperture-mismatch"
    /// ``EstimateNote/outsideCalibratedRange(_:isBound:)``.
    case outsideCalibratedRange = "outside-calibrated-range"
    /// ``EstimateNote/clippedFrame``.
    case clippedFrame = "clipped-frame"
    /// ``SettingsNote/shutterSeconds(_:)``.
    case shutterSeconds = "shutter-seconds"
    /// ``SettingsNote/unusualAperture(fNumber:likely:)``.
    case unusualAperture = "unusual-aperture"
    /// ``PhotoDeviceNote/backCamera(frontProfile:)``.
    case backCamera = "back-camera"
    /// ``PhotoDeviceNote/mismatch(_:)``.
    case deviceMismatch = "device-mismatch"
    /// ``OtherDeviceNote``.
    case otherDevice = "other-device"
    /// ``HemisphereNote``.
    case photoOtherHemisphere = "photo-other-hemisphere"
    /// ``ForcedNote``. A level that left forced readings out (``LevelReadings``) has a note
    /// with the same code in `spot show`, `compare`, `seasons` and `plants --spot`.
    case forced
    /// ``FarFromLevelNote``.
    case farFromLevel = "far-from-level"
    /// ``RememberedDeviceNote``.
    case rememberedDevice = "remembered-device"
    /// ``GenericPhotoNote``.
    case genericPhoto = "generic-photo"
    /// ``HeaderDeviceNote``.
    case headerDeviceOverridden = "header-device-overridden"
  }
}
