/// What Solspot knows about one camera of one device model: how to recognise it, its lens and
/// exposure range, and how well its light readings are calibrated.
///
/// Profiles live as JSON files in the package's `Calibration/` folder, one per device camera,
/// and are built into the library (see docs/calibration-format.md). Facts without a source are
/// left unset, and the profile's ``notes`` say so.
public struct DeviceProfile: Sendable, Hashable, Identifiable {
  /// Which camera of the device the profile describes.
  public enum Camera: String, Sendable, Hashable, Codable, CaseIterable {
    /// The camera on the screen side: the one facing up when the phone lies screen up.
    case front
    /// The main camera on the back.
    case back
    /// Not known (the generic profile).
    case unknown
  }

  /// How photo metadata identifies this camera.
  public struct Match: Sendable, Hashable {
    /// The Exif `Make` (0x010F), compared ignoring case and surrounding spaces.
    public let make: String
    /// Exif `Model` (0x0110) strings, compared ignoring case and surrounding spaces.
    public let models: [String]
    /// Prefixes of the Exif `LensModel` (0xA434) that mean this camera, such as
    /// "iPhone 15 Pro front"; empty when the lens is not checked.
    public let lensModelPrefixes: [String]

    /// Creates a match rule.
    public init(make: String, models: [String], lensModelPrefixes: [String]) {
      self.make = make
      self.models = models
      self.lensModelPrefixes = lensModelPrefixes
    }
  }

  /// A fact of the profile and where it comes from.
  public struct Source: Sendable, Hashable {
    /// The profile field the source is for, e.g. `fNumber`.
    public let fact: String
    /// The source in words.
    public let source: String

    /// Creates a source entry.
    public init(fact: String, source: String) {
      self.fact = fact
      self.source = source
    }
  }

  /// The stable identifier, e.g. `iphone-15-pro-front`.
  public let id: String
  /// The name people read, e.g. "iPhone 15 Pro front camera".
  public let displayName: String
  /// Which camera this is.
  public let camera: Camera
  /// The model identifiers the device reports (`utsname.machine`), e.g. `iPhone16,1`.
  public let modelIdentifiers: [String]
  /// How photo metadata identifies the camera; `nil` for the generic profile.
  public let match: Match?
  /// The lens f-number, when a source gives it (phone lenses have a fixed aperture).
  public let fNumber: Double?
  /// The exposure range, when known; without it saturation cannot be recognised.
  public let exposureLimits: ExposureLimits?
  /// The calibration constant and how well it is known.
  public let calibration: Calibration
  /// Where the hardware facts come from.
  public let sources: [Source]
  /// Remarks for people: what is unknown, assumed or generic.
  public let notes: [String]

  /// Creates a profile and checks that it is consistent.
  ///
  /// - Throws: ``DataError`` naming the field and the reason, with `file` set to the id.
  public init(
    id: String, displayName: String, camera: Camera, modelIdentifiers: [String] = [],
    match: Match? = nil, fNumber: Double? = nil, exposureLimits: ExposureLimits? = nil,
    calibration: Calibration, sources: [Source] = [], notes: [String] = []
  ) throws(DataError) {
    self.id = id
    self.displayName = displayName
    self.camera = camera
    self.modelIdentifiers = modelIdentifiers
    self.match = match
    self.fNumber = fNumber
    self.exposureLimits = exposureLimits
    self.calibration = calibration
    self.sources = sources
    self.notes = notes
    try ProfileValidation.check(self, file: id)
  }

  /// Whether the profile's calibration was measured against a reference meter.
  public var isCalibrated: Bool { calibration.isMeasured }

  /// Whether photo metadata with these strings was taken by this camera.
  ///
  /// Make and model must equal one of the profile's strings, ignoring case and surrounding
  /// spaces; when the profile lists lens prefixes, the lens model must start with one of them.
  public func matches(make: String?, model: String?, lensModel: String?) -> Bool {
    guard let match, let make, let model else { return false }
    guard Self.fold(make) == Self.fold(match.make) else { return false }
    guard match.models.contains(where: { Self.fold($0) == Self.fold(model) }) else {
      return false
    }
    guard !match.lensModelPrefixes.isEmpty else { return true }
    guard let lensModel else { return false }
    let lens = Self.fold(lensModel)
    return match.lensModelPrefixes.contains { lens.hasPrefix(Self.fold($0)) }
  }

  static func fold(_ text: String) -> String {
    Substring(text).trimmingSpaces().lowercased()
  }
}
