/// A photo whose camera no device profile fits, measured and saved with the generic profile:
/// its readings are pooled with every other reading that names no device, so a comparison
/// treats them as one phone's. The photo's Exif Make and Model name the camera, when it has
/// them (text by nature). A back-camera photo has its own note
/// (``PhotoDeviceNote/backCamera(frontProfile:)``) instead.
public struct GenericPhotoNote: Sendable, Hashable {
  /// The photo's Exif Make, if it has one.
  public let make: String?
  /// The photo's Exif Model, if it has one.
  public let model: String?

  /// The note for a photo with `metadata`.
  public init(_ metadata: PhotoMetadata) {
    self.init(make: metadata.make?.value, model: metadata.model?.value)
  }

  /// The note for a camera with this Make and Model.
  public init(make: String?, model: String?) {
    self.make = make
    self.model = model
  }
}
