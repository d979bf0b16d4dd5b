import SolspotKit

/// The note a photo's estimate gets when its Exif says more about the camera than the device
/// profile used for it: a back-camera photo, for which no profile fits (they are all for the
/// front camera), or a profile chosen with `--device` or `--profile` that the photo's Make,
/// Model or LensModel contradicts. The estimate is made all the same: `--device` is the
/// user's explicit choice (docs/metadata.md, "Device profiles").
///
/// `solspot lux PHOTO` numbers it with the other notes; `spot measure --photo` prints it
/// before the line saying what was saved; in JSON it leads the estimate's `notes`.
enum PhotoDeviceNote: Sendable, Hashable {
  /// The photo's LensModel names a back camera, so the generic profile was used; with the id
  /// of the front-camera profile of the same phone, when there is one.
  case backCamera(frontProfile: String?)
  /// The chosen profile does not fit the photo: `photo` says what its Exif names instead,
  /// "the camera Apple iPhone 7", "its back camera (LensModel …)".
  case mismatch(profile: String, camera: String, photo: String)

  /// The note for a photo with `metadata` estimated with `profile`, chosen as `choice`, or
  /// `nil` when there is nothing to say.
  init?(
    metadata: PhotoMetadata, profile: DeviceProfile, choice: PhotoBatch.ProfileChoice,
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
      let photo: String
      switch conflict {
      case .otherDevice:
        photo = "the camera " + (PhotoText.camera(metadata) ?? "of another device")
      case .otherCamera(let camera):
        photo = "its \(camera.rawValue) camera (LensModel \"\(ExifText.printable(lens ?? ""))\")"
      }
      self = .mismatch(profile: profile.id, camera: profile.displayName, photo: photo)
    }
  }

  /// A stable code for scripts, as in the JSON `notes`: `back-camera`, `device-mismatch`.
  var code: String {
    switch self {
    case .backCamera: "back-camera"
    case .mismatch: "device-mismatch"
    }
  }

  /// The note in plain words, without a final full stop.
  var message: String {
    switch self {
    case .backCamera(let front):
      "this photo was taken with a back camera (its LensModel says so), but Solspot's device "
        + "profiles are for the front camera, the one facing up when the phone lies flat, "
        + "screen up; so the generic profile was used"
        + (front.map { " (a front-camera photo from this phone would use \($0))" } ?? "")
    case .mismatch(let profile, let camera, let photo):
      "this photo's Exif names \(photo), but the profile you chose, \(profile), is for the "
        + "\(camera); it was used as asked: check the device, or leave it out to let the "
        + "photo's Exif choose the profile"
    }
  }

  /// The note in the JSON `notes`.
  var json: EstimateJSON.Note { EstimateJSON.Note(code: code, message: message) }
}
