/// What a photo's Exif says about its camera against the device profile its estimate used: a
/// back-camera photo, for which no profile fits (they are all for the front camera), or a
/// chosen profile the photo's Make, Model or LensModel contradicts. The estimate is made all
/// the same: a chosen profile is the user's explicit choice (docs/metadata.md, "Device
/// profiles").
public enum PhotoDeviceNote: Sendable, Hashable {
  /// The photo's LensModel names a back camera, so the generic profile was used;
  /// `frontProfile` is the id of the front-camera profile of the same phone, when there is one.
  case backCamera(frontProfile: String?)
  /// The chosen profile does not fit the photo.
  case mismatch(DeviceMismatch)

  /// A chosen profile the photo's Exif contradicts.
  public struct DeviceMismatch: Sendable, Hashable {
    /// The chosen profile's id.
    public let profile: String
    /// The chosen profile's name, "iPhone 15 front camera".
    public let profileName: String
    /// What the Exif names instead: another device, or another camera of this one.
    public let conflict: DeviceProfile.ExifConflict
    /// The photo's Exif Make, Model and LensModel, as recorded.
    public let make: String?
    public let model: String?
    public let lensModel: String?

    /// Creates a mismatch.
    public init(
      profile: String, profileName: String, conflict: DeviceProfile.ExifConflict, make: String?,
      model: String?, lensModel: String?
    ) {
      self.profile = profile
      self.profileName = profileName
      self.conflict = conflict
      self.make = make
      self.model = model
      self.lensModel = lensModel
    }
  }

  /// The note for a photo with `metadata` estimated with `profile`, chosen as `choice` from
  /// `catalog`, or `nil` when there is nothing to say: a matched profile fits by definition; the
  /// generic one is noted only for a back-camera photo; a chosen one when the Exif contradicts it.
  public init?(
    metadata: PhotoMetadata, profile: DeviceProfile, choice: ProfileChoice,
    catalog: DeviceProfileCatalog
  ) {
    let (make, model) = (metadata.make?.value, metadata.model?.value)
    let lens = metadata.lensModel?.value
    switch choice {
    case .matched:
      return nil
    case .generic:
      guard let lens, DeviceProfile.Camera(lensModel: lens) == .back else { return nil }
      self = .backCamera(
        frontProfile: catalog.profile(make: make, model: model, camera: .front)?.id)
    case .chosen:
      guard let conflict = profile.conflict(make: make, model: model, lensModel: lens) else {
        return nil
      }
      self = .mismatch(
        DeviceMismatch(
          profile: profile.id, profileName: profile.displayName, conflict: conflict, make: make,
          model: model, lensModel: lens))
    }
  }
}
