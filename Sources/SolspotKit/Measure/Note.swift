/// Something a reader of a measurement must know to judge it: a stable code and typed values,
/// never a sentence. The CLI renders any note as English (`Output/NoteText.swift`) and as JSON
/// (its code and values); an app renders the same values in its own words.
///
/// The notes an estimate carries itself are ``EstimateNote``s; the others come from rules that
/// need more than the estimate: how the settings were typed (``SettingsNote``), what a photo's
/// Exif says about its camera (``PhotoDeviceNote``), the spot's earlier readings
/// (``OtherDeviceNote``), its hemisphere (``HemisphereNote``), an implausible reading saved
/// all the same (``ForcedNote``), a reading far from the spot's level (``FarFromLevelNote``),
/// a device remembered for it (``RememberedDeviceNote``), a photo saved with the generic
/// profile (``GenericPhotoNote``) and a capture's header device overridden
/// (``HeaderDeviceNote``).
public enum Note: Sendable, Hashable {
  /// A note the estimate carries (``LuxEstimate/notes``).
  case estimate(EstimateNote)
  /// A remark on settings as they were typed.
  case settings(SettingsNote)
  /// What a photo's Exif says against the device profile its estimate used.
  case photoDevice(PhotoDeviceNote)
  /// The spot's earlier readings come from another device than this one.
  case otherDevice(OtherDeviceNote)
  /// The photo was taken in the other hemisphere than the one the spot's seasons use.
  case photoHemisphere(HemisphereNote)
  /// An implausible reading was saved flagged, as asked (`--force`).
  case forced(ForcedNote)
  /// The reading lies far from the level of the spot's earlier readings from its device.
  case farFromLevel(FarFromLevelNote)
  /// The reading used a remembered device: the spot's own, or the environment's.
  case rememberedDevice(RememberedDeviceNote)
  /// A photo no profile fits was measured with the generic profile, and saved as such.
  case genericPhoto(GenericPhotoNote)
  /// A capture's header device was overridden by the profile given.
  case headerDevice(HeaderDeviceNote)

  /// The note's stable code, as scripts see it.
  public var code: Code {
    switch self {
    case .estimate(let note):
      switch note {
      case .uncalibrated: .uncalibrated
      case .unknownLimits: .unknownLimits
      case .genericLimits: .genericLimits
      case .beyondLimits: .beyondLimits
      case .bandUncertain: .bandUncertain
      case .photoGeometry: .photo
      case .implausiblyBright: .implausiblyBright
      case .apertureMismatch: .apertureMismatch
      case .outsideCalibratedRange: .outsideCalibratedRange
      case .clippedFrame: .clippedFrame
      }
    case .settings(.shutterSeconds): .shutterSeconds
    case .settings(.unusualAperture): .unusualAperture
    case .photoDevice(.backCamera): .backCamera
    case .photoDevice(.mismatch): .deviceMismatch
    case .otherDevice: .otherDevice
    case .photoHemisphere: .photoOtherHemisphere
    case .forced: .forced
    case .farFromLevel: .farFromLevel
    case .rememberedDevice: .rememberedDevice
    case .genericPhoto: .genericPhoto
    case .headerDevice: .headerDeviceOverridden
    }
  }

  /// The notes of `estimate`, led by `leading` (a photo's device note, settings notes).
  public static func notes(of estimate: LuxEstimate, leading: [Note] = []) -> [Note] {
    leading + estimate.notes.map(Note.estimate)
  }
}

extension Note {
  /// The notes on a reading from `device` just saved to `spot`, whose earlier readings come
  /// from the devices in `earlier`; `photoLatitude` is the latitude a photo's GPS records, for a
  /// reading from a photo; `forced` the rules an implausible reading saved flagged breaks;
  /// `remembered` the remembered device the reading used, if it used one; `farFromLevel` how
  /// far it lies from the level of the device's earlier readings there, when outside their
  /// range. In this order: forced (``ForcedNote``), far from the level (``FarFromLevelNote``),
  /// another device (``OtherDeviceNote``), the hemisphere (``HemisphereNote``), the remembered
  /// device (``RememberedDeviceNote``).
  public static func savedReading(
    earlier: [DeviceReadingCount], device: String, spot: SavedSpot, photoLatitude: Double?,
    forced: [ImplausibleReading] = [], remembered: RememberedDevice? = nil,
    farFromLevel: FarFromLevelNote? = nil
  ) -> [Note] {
    [
      ForcedNote(refusals: forced, device: device).map(Note.forced),
      farFromLevel.map(Note.farFromLevel),
      OtherDeviceNote(earlier: earlier, device: device, spot: spot.name).map(Note.otherDevice),
      HemisphereNote(latitude: photoLatitude, spot: spot).map(Note.photoHemisphere),
      remembered.map { Note.rememberedDevice(RememberedDeviceNote($0, spot: spot.name)) },
    ].compactMap { $0 }
  }
}
