import SolspotKit

/// A ``Note`` in JSON (docs/cli.md, "Notes"): its `code`, the values it rests on, and, with
/// `--explain`, its sentence in `message`. A value the note does not have is left out.
///
/// ```
/// {"code":"aperture-mismatch","fNumber":2.2,"profileFNumber":1.9}
/// {"code":"other-device","device":"iphone-12-front","earlierReadings":2,"others":[…],"spot":"sill"}
/// {"code":"far-from-level","device":"iphone-14-front","factor":9.8,"levelLux":300,…}
/// {"code":"remembered-device","device":"iphone-13-front","origin":"spot","spot":"sill"}
/// ```
struct NoteJSON: Encodable {
  /// One other device of a spot's earlier readings, with its count.
  struct DeviceCount: Encodable {
    let device: String
    let readings: Int
  }

  let code: String
  let message: String?
  // Estimates.
  var generic: Bool? = nil
  var fNumber: Double? = nil
  var profileFNumber: Double? = nil
  var lower: Double? = nil
  var upper: Double? = nil
  var bound: Bool? = nil
  // Settings.
  var seconds: Int? = nil
  var likelyFNumber: Double? = nil
  // A photo's camera.
  var frontProfile: String? = nil
  var profile: String? = nil
  var conflict: String? = nil
  var camera: String? = nil
  var make: String? = nil
  var model: String? = nil
  var lensModel: String? = nil
  // A spot's readings.
  var spot: String? = nil
  var device: String? = nil
  var earlierReadings: Int? = nil
  var others: [DeviceCount]? = nil
  var latitude: Double? = nil
  var photoHemisphere: String? = nil
  var spotHemisphere: String? = nil
  var spotLocation: String? = nil
  var origin: String? = nil
  var rules: [String]? = nil
  var factor: Double? = nil
  /// `far-from-level`'s bound: `atLeast` or `atMost`; absent for a value.
  var boundKind: String? = nil
  var levelLux: Double? = nil
  var readings: Int? = nil
  /// `far-from-level`'s season, whose readings alone the level rests on.
  var season: String? = nil
  /// `far-from-level`'s count of those readings that were themselves flagged when saved.
  var flaggedAtSave: Int? = nil
  var rangeLower: Double? = nil
  var rangeUpper: Double? = nil

  /// The JSON of `note`, with its sentence when `explain` is set.
  init(_ note: Note, explain: Bool) {
    code = note.code.rawValue
    message = explain ? NoteText.render(note) : nil
    switch note {
    case .estimate(let note): estimate(note)
    case .settings(.shutterSeconds(let seconds)):
      self.seconds = seconds
    case .settings(.unusualAperture(let fNumber, let likely)):
      (self.fNumber, likelyFNumber) = (fNumber, likely)
    case .photoDevice(.backCamera(let front)):
      frontProfile = front
    case .photoDevice(.mismatch(let mismatch)):
      profile = mismatch.profile
      switch mismatch.conflict {
      case .otherDevice: conflict = "other-device"
      case .otherCamera(let other): (conflict, camera) = ("other-camera", other.rawValue)
      }
      (make, model, lensModel) = (mismatch.make, mismatch.model, mismatch.lensModel)
    case .otherDevice(let note):
      (spot, device, earlierReadings) = (note.spot, note.device, note.earlierReadings)
      others = note.others.map { DeviceCount(device: $0.deviceID, readings: $0.readings) }
    case .photoHemisphere(let note):
      (spot, latitude) = (note.spot, JSONLine.decimals(note.latitude, 7))
      photoHemisphere = note.photoHemisphere.rawValue
      spotHemisphere = note.spotHemisphere.rawValue
      switch note.location {
      case .latitude: spotLocation = "latitude"
      case .hemisphere: spotLocation = "hemisphere"
      case .unspecified: spotLocation = "unspecified"
      }
    case .forced(let note):
      (device, rules) = (note.device, note.refusals.map(\.code))
    case .farFromLevel(let note):
      (spot, device, readings) = (note.spot, note.device, note.readings)
      (factor, levelLux) = (JSONLine.significant(note.factor), JSONLine.significant(note.levelLux))
      rangeLower = JSONLine.lower(note.range.lowerBound)
      rangeUpper = JSONLine.upper(note.range.upperBound)
      boundKind = note.bound?.rawValue
      (season, flaggedAtSave) = (note.season.rawValue, note.flaggedAtSave)
    case .rememberedDevice(let note):
      (spot, device, origin) = (note.spot, note.device, note.origin.rawValue)
    case .genericPhoto(let note):
      (make, model) = (note.make, note.model)
    case .headerDevice(let note):
      (device, profile) = (note.header, note.used)
      origin = note.isProfileFile ? "profile-file" : "option"
    }
  }

  private mutating func estimate(_ note: EstimateNote) {
    switch note {
    case .beyondLimits(let isGeneric):
      generic = isGeneric
    case .apertureMismatch(let lens, let given):
      (profileFNumber, fNumber) = (lens, given)
    case .outsideCalibratedRange(let range, let isBound):
      (lower, upper, bound) = (range.lowerBound, range.upperBound, isBound)
    case .uncalibrated, .unknownLimits, .genericLimits, .bandUncertain, .photoGeometry,
      .implausiblyBright, .clippedFrame:
      break
    }
  }
}
