/// A set of device profiles with the generic profile for unknown cameras, and the ways to find
/// one: by id, by model identifier, or from photo metadata.
public struct DeviceProfileCatalog: Sendable {
  /// The identifier of the profile used for any camera no other profile matches.
  public static let genericID = "generic"

  /// Every profile, sorted by id.
  public let profiles: [DeviceProfile]
  /// The profile for unknown cameras.
  public let generic: DeviceProfile

  /// Creates a catalog.
  ///
  /// - Throws: ``DataError`` when two profiles share an id or a model identifier and camera,
  ///   or when there is no profile with the id `generic`.
  public init(profiles: [DeviceProfile]) throws(DataError) {
    var seen: [String: String] = [:]
    for profile in profiles {
      guard seen[profile.id] == nil else {
        throw DataError(file: "\(profile.id).json", field: "id", reason: .duplicate(profile.id))
      }
      seen[profile.id] = profile.id
      for identifier in profile.modelIdentifiers {
        let key = Self.key("\(identifier)-\(profile.camera.rawValue)")
        if let other = seen[key] {
          throw DataError(
            file: "\(profile.id).json", field: "modelIdentifiers",
            reason: .modelTaken(
              identifier: identifier, camera: profile.camera.rawValue, profile: other))
        }
        seen[key] = profile.id
      }
    }
    guard let generic = profiles.first(where: { $0.id == Self.genericID }) else {
      throw DataError(file: "\(Self.genericID).json", field: "", reason: .genericMissing)
    }
    self.profiles = profiles.sorted { $0.id < $1.id }
    self.generic = generic
  }

  /// The profiles built into the library from the package's `Calibration/` folder.
  ///
  /// - Throws: ``DataError`` when a built-in file is malformed; the tests load every shipped
  ///   file, so this is a build defect, never a user's input.
  public static func builtIn() throws(DataError) -> DeviceProfileCatalog {
    try builtInResult.get()
  }

  /// The built-in profile whose id is `id`, decoded from its own file alone, or `nil` when no
  /// built-in profile has that id: the profile ``builtIn()`` holds under that id, for a
  /// command that needs a few profiles by id (re-deriving saved readings) and need not decode
  /// them all.
  ///
  /// - Throws: ``DataError`` when the file is malformed (a build defect, as for ``builtIn()``).
  public static func builtInProfile(id: String) throws(DataError) -> DeviceProfile? {
    let name = id + ".json"
    guard let text = BuiltInData.contents(of: "Calibration/" + name) else { return nil }
    let profile = try DataDecoding.decode(DeviceProfile.self, from: text, file: name)
    guard profile.id == id else {
      throw DataError(file: name, field: "id", reason: .idNotFileName(profile.id))
    }
    return profile
  }

  private static let builtInResult: Result<DeviceProfileCatalog, DataError> = {
    do throws(DataError) {
      var profiles: [DeviceProfile] = []
      for file in BuiltInData.files(in: "Calibration") {
        let name = String(file.path.dropFirst("Calibration/".count))
        let profile = try DataDecoding.decode(DeviceProfile.self, from: file.text, file: name)
        guard name == profile.id + ".json" else {
          throw DataError(file: name, field: "id", reason: .idNotFileName(profile.id))
        }
        profiles.append(profile)
      }
      return .success(try DeviceProfileCatalog(profiles: profiles))
    } catch {
      return .failure(error)
    }
  }()

  /// The profile named `text`, ignoring case: its id (`iphone-15-pro-front`), a model
  /// identifier with the camera (`iPhone16,1-front`), or a name people know: the marketing
  /// name as a photo's Exif `Model` (0x0110) writes it (`iPhone 13`, `iphone 13 pro max`) or
  /// the profile's display name (`iPhone 13 front camera`). A bare model identifier or
  /// marketing name means its front camera.
  public func profile(named text: String) -> DeviceProfile? {
    let key = Self.key(text)
    if let profile = profiles.first(where: { Self.key($0.id) == key }) { return profile }
    if let profile = profiles.first(where: { Self.key($0.id) == key + "-front" }) { return profile }
    if let profile = profiles.first(where: { profile in
      profile.modelIdentifiers.contains { identifier in
        let withCamera = Self.key("\(identifier)-\(profile.camera.rawValue)")
        return withCamera == key || (profile.camera == .front && Self.key(identifier) == key)
      }
    }) {
      return profile
    }
    let name = Self.nameKey(text)
    return profiles.first { Self.nameKey($0.displayName) == name }
      ?? profiles.first { profile in
        profile.camera == .front
          && (profile.match?.models ?? []).contains { Self.nameKey($0) == name }
      }
  }

  /// The profile of the camera that wrote photo metadata with these strings, or `nil` when no
  /// profile matches (callers then use ``generic``).
  public func match(make: String?, model: String?, lensModel: String?) -> DeviceProfile? {
    profiles.first { $0.matches(make: make, model: model, lensModel: lensModel) }
  }

  /// Up to three profile ids close to `text`, for "did you mean" hints.
  ///
  /// Ids are compared by their letters and digits only, without the camera, so `iphone15`
  /// finds `iphone-15-front` first and then its siblings.
  public func suggestions(for text: String) -> [String] {
    let keys = profiles.map { Self.looseKey($0.id) }
    let close = Suggestions.closest(to: Self.looseKey(text), among: keys, limit: 3)
    return close.compactMap { key in profiles.first { Self.looseKey($0.id) == key }?.id }
  }

  private static func looseKey(_ text: String) -> String {
    var key = String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    for camera in ["front", "back"] where key.hasSuffix(camera) && key.count > camera.count {
      key.removeLast(camera.count)
    }
    return key
  }

  private static func key(_ text: String) -> String { text.lowercased() }

  /// A marketing or display name compared loosely: lower case, runs of spaces, hyphens and
  /// underscores as one space (`iPhone  13-Pro` is `iphone 13 pro`).
  private static func nameKey(_ text: String) -> String {
    text.lowercased()
      .split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" })
      .joined(separator: " ")
  }
}
