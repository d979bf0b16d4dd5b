/// Turns a photo's metadata into a lux estimate: chooses the device profile (the one given,
/// else the one its Make, Model and LensModel match, else the generic one), estimates with the
/// photo's geometry (``MeasurementGeometry/photo``: the scene the camera saw, not the light at
/// a spot, so the interval is wide), and says what the Exif holds against a chosen profile
/// (``PhotoDeviceNote``).
///
/// The profile, its estimator and the device note depend only on the photo's Make, Model and
/// LensModel, so they are worked out once per camera: a batch of thousands of photos from one
/// camera loads the error model and bands once, and matches its profile once.
///
/// ```swift
/// var photos = PhotoEstimator(catalog: try DeviceProfileCatalog.builtIn())
/// let metadata = try MetadataReader().read(path: "IMG_0042.HEIC")
/// let photo = try photos.estimate(metadata, exposure: try metadata.exposure())
/// ```
public struct PhotoEstimator: Sendable {
  /// One photo's estimate, with how its profile was chosen and the device note.
  public struct Result: Sendable, Hashable {
    /// The estimate, with the photo's geometry.
    public let estimate: LuxEstimate
    /// How the device profile was chosen.
    public let choice: ProfileChoice
    /// What the photo's Exif says against the profile, if anything.
    public let deviceNote: PhotoDeviceNote?
  }

  /// The profiles photos are matched against.
  public let catalog: DeviceProfileCatalog
  /// The profile used for every photo instead of matching (an app's or the user's choice).
  public let device: DeviceProfile?
  /// The confidence of the intervals.
  public let confidence: Confidence
  private var estimators: [String: LuxEstimator] = [:]
  private var cameras: [CameraKey: Camera] = [:]

  /// The strings of a photo's Exif that choose its profile.
  private struct CameraKey: Hashable {
    let make: String?
    let model: String?
    let lensModel: String?
  }

  /// What a photo's camera decides.
  private struct Camera {
    let estimator: LuxEstimator
    let choice: ProfileChoice
    let note: PhotoDeviceNote?
  }

  /// An estimator that matches each photo's profile in `catalog`, or uses `device` for every
  /// photo when one is given; intervals at `confidence`.
  public init(
    catalog: DeviceProfileCatalog, device: DeviceProfile? = nil, confidence: Confidence = .ninety
  ) {
    self.catalog = catalog
    self.device = device
    self.confidence = confidence
  }

  /// The estimate of a photo with `metadata`, whose settings are `exposure`
  /// (``PhotoMetadata/exposure()``).
  ///
  /// - Throws: ``DataError`` only when the built-in error model or bands cannot be read (a
  ///   build defect).
  public mutating func estimate(_ metadata: PhotoMetadata, exposure: Exposure) throws(DataError)
    -> Result
  {
    let camera = try camera(of: metadata)
    return Result(
      estimate: camera.estimator.estimate(exposure, geometry: .photo, confidence: confidence),
      choice: camera.choice, deviceNote: camera.note)
  }

  /// The profile, estimator and device note of a photo's camera: matching lower-cases and
  /// compares every profile's strings, a tenth of a photo's time when done for each.
  private mutating func camera(of metadata: PhotoMetadata) throws(DataError) -> Camera {
    let key = CameraKey(
      make: metadata.make?.value, model: metadata.model?.value,
      lensModel: metadata.lensModel?.value)
    if let known = cameras[key] { return known }
    let choice: ProfileChoice
    let profile: DeviceProfile
    if let device {
      (profile, choice) = (device, .chosen)
    } else if let matched = metadata.matchedProfile(in: catalog) {
      (profile, choice) = (matched, .matched)
    } else {
      (profile, choice) = (catalog.generic, .generic)
    }
    let camera = Camera(
      estimator: try estimator(for: profile), choice: choice,
      note: PhotoDeviceNote(metadata: metadata, profile: profile, choice: choice, catalog: catalog)
    )
    cameras[key] = camera
    return camera
  }

  private mutating func estimator(for profile: DeviceProfile) throws(DataError) -> LuxEstimator {
    if let cached = estimators[profile.id] { return cached }
    let estimator = try LuxEstimator(profile: profile)
    estimators[profile.id] = estimator
    return estimator
  }
}
