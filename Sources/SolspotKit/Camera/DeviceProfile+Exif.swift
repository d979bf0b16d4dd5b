extension DeviceProfile.Camera {
  /// The camera a photo's Exif `LensModel` (0xA434) names, as phones write it.
  ///
  /// "iPhone 13 front camera 2.71mm f/2.2" is the front camera; "iPhone 11 Pro Max back triple
  /// camera 4.25mm f/1.8" and "Pixel 8 Pro back camera 6.9mm f/1.68" are the back one, as is
  /// a lens called "rear". The words are compared whole, ignoring case. `nil` when the text
  /// names neither (a camera's lens, "EF50mm f/1.8 STM") or both.
  ///
  /// Source: the LensModel of phone photos in public sample sets, read with ExifTool:
  /// "iPhone 7 back camera 3.99mm f/1.8" and "Pixel 8 Pro back camera 6.9mm f/1.68"
  /// (exiftool/exiftool t/images/Apple.jpg and Google.jpg), "iPhone 11 Pro Max back triple
  /// camera 4.25mm f/1.8" (ianare/exif-samples heic/IMG_5195.HEIC); the front-camera form is
  /// the one the profiles match (docs/calibration-format.md).
  public init?(lensModel: String) {
    var words: Set<String> = []
    var word = ""
    for character in lensModel.lowercased() + " " {
      if character.isLetter {
        word.append(character)
      } else if !word.isEmpty {
        words.insert(word)
        word = ""
      }
    }
    let front = words.contains("front")
    let back = words.contains("back") || words.contains("rear")
    switch (front, back) {
    case (true, false): self = .front
    case (false, true): self = .back
    default: return nil
    }
  }
}

extension DeviceProfile {
  /// What in a photo's Exif says that this profile's camera did not take it.
  public enum ExifConflict: Sendable, Hashable {
    /// The Make or Model is none of the ones the profile matches: another device.
    case otherDevice
    /// The device is the profile's, or the Exif does not say, but the LensModel names another
    /// of its cameras: the back camera for a front-camera profile.
    case otherCamera(Camera)
  }

  /// The first thing in a photo's Make, Model and LensModel that contradicts this profile, or
  /// `nil` when they fit it or say too little to tell.
  ///
  /// A field the photo does not record contradicts nothing, and a profile without a match
  /// rule (the generic one, for any camera) is contradicted by nothing. Make and Model are
  /// compared as ``matches(make:model:lensModel:)`` compares them; the LensModel only by the
  /// camera it names (``Camera/init(lensModel:)``), since a lens written another way may
  /// still be this one.
  public func conflict(make: String?, model: String?, lensModel: String?) -> ExifConflict? {
    guard let match else { return nil }
    if let make, Self.fold(make) != Self.fold(match.make) { return .otherDevice }
    if let model, !match.models.contains(where: { Self.fold($0) == Self.fold(model) }) {
      return .otherDevice
    }
    if camera != .unknown, let lensModel, let named = Camera(lensModel: lensModel),
      named != camera
    {
      return .otherCamera(named)
    }
    return nil
  }

  /// Whether this profile's match rule names this Make and Model, whatever the lens.
  func matchesDevice(make: String, model: String) -> Bool {
    guard let match, Self.fold(make) == Self.fold(match.make) else { return false }
    return match.models.contains { Self.fold($0) == Self.fold(model) }
  }
}

extension DeviceProfileCatalog {
  /// The profile of `camera` on the device a photo's Make and Model name, whatever its
  /// LensModel says: the front-camera profile of the phone that took a back-camera photo.
  /// `nil` when the photo records neither or no such profile exists.
  public func profile(make: String?, model: String?, camera: DeviceProfile.Camera)
    -> DeviceProfile?
  {
    guard let make, let model else { return nil }
    return profiles.first { $0.camera == camera && $0.matchesDevice(make: make, model: model) }
  }
}
