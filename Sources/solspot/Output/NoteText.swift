import SolspotKit

/// Any ``Note`` in English: the one place a note's words are written. Text output prints the
/// sentence (after `Note: `, `Warning: ` or a note number, with a full stop); JSON carries it in
/// `message` only with `--explain`.
enum NoteText {
  /// The note as a sentence, without a leading label or a final full stop.
  static func render(_ note: Note) -> String {
    switch note {
    case .estimate(let note): estimate(note)
    case .settings(let note): settings(note)
    case .photoDevice(let note): photoDevice(note)
    case .otherDevice(let note): otherDevice(note)
    case .photoHemisphere(let note): hemisphere(note)
    case .forced(let note): forced(note)
    case .farFromLevel(let note): farFromLevel(note)
    case .rememberedDevice(let note): rememberedDevice(note)
    case .genericPhoto(let note): genericPhoto(note)
    case .headerDevice(let note): headerDevice(note)
    }
  }

  // MARK: - Estimates

  /// What an uncalibrated device's figure is worth; every note on an uncalibrated device says
  /// it in these words.
  static let roughEstimate = "rough estimate; the category is the reliable part"

  static func estimate(_ note: EstimateNote) -> String {
    switch note {
    case .uncalibrated:
      return roughEstimate + " (this device is not calibrated)"
    case .unknownLimits:
      return "this device's exposure limits are unknown, so a reading beyond them cannot be "
        + "recognised: too bright a spot would read low, too dark a one high"
    case .genericLimits:
      return "this device's own exposure limits are not public; saturation is judged "
        + "against generic front-camera limits"
    case .beyondLimits(let generic):
      return
        (generic
        ? "the settings lie beyond the generic exposure limits assumed for this device; "
        : "the settings lie beyond this device's documented exposure range; ")
        + "check the settings and that the device is right"
    case .bandUncertain:
      return "this reading sits near a band boundary, so here even the category is uncertain: "
        + "the band line gives each band's chance"
    case .photoGeometry:
      return "a photo's estimate describes the scene the camera saw, not the light arriving "
        + "at a spot; its interval allows for how light or dark the scene's surfaces are"
    case .implausiblyBright:
      return "this reads above \(Illuminance.exact(EstimateNote.brightestDaylightLux)), more than "
        + "full sunlight (about \(Illuminance.exact(BandListing.fullSunLux))), which no spot "
        + "receives; check the settings and the device"
    case .apertureMismatch(let profile, let given):
      return "f/\(NumberText.plain(given)) differs from this device's f/"
        + "\(NumberText.plain(profile)) lens; check the device and the settings"
    case .outsideCalibratedRange(let range, let isBound):
      // A bound has no interval to widen: it is moved out, away from the reading.
      return isBound
        ? "this bound lies outside the \(Illuminance.range(range)) its calibration "
          + "covered; it is "
          + "loosened for the extra uncertainty there"
        : "this reading lies outside the \(Illuminance.range(range)) its "
          + "calibration covered; "
          + "the interval is widened for it"
    case .clippedFrame:
      return "part of the camera's frame was clipped (too bright for the sensor), so the spot "
        + "may be brighter than this reading"
    }
  }

  // MARK: - Settings as typed

  static func settings(_ note: SettingsNote) -> String {
    switch note {
    case .shutterSeconds(let seconds):
      let alternative = seconds >= 2 ? "; for 1/\(seconds) s write 1/\(seconds)" : ""
      return "-t \(seconds) means \(English.count(seconds, "second")) (write \(seconds)s to say "
        + "so)\(alternative)"
    case .unusualAperture(let fNumber, let likely):
      let advice = likely.map {
        "for f/\(NumberText.plain($0)) write \(NumberText.plain($0))"
      }
      return "f/\(NumberText.plain(fNumber)) is unusual for a phone camera; "
        + (advice ?? "check the f-number")
    }
  }

  // MARK: - A photo's camera

  static func photoDevice(_ note: PhotoDeviceNote) -> String {
    switch note {
    case .backCamera(let front):
      return "this photo was taken with a back camera (its LensModel says so), but Solspot's "
        + "device profiles are for the front camera, the one facing up when the phone lies "
        + "flat, screen up; so the generic profile was used"
        + (front.map { " (a front-camera photo from this phone would use \($0))" } ?? "")
    case .mismatch(let mismatch):
      let photo: String
      switch mismatch.conflict {
      case .otherDevice:
        photo =
          "the camera "
          + (PhotoText.camera(make: mismatch.make, model: mismatch.model)
            ?? "of another device")
      case .otherCamera(let camera):
        photo =
          "its \(camera.rawValue) camera (LensModel "
          + "\"\(ExifText.printable(mismatch.lensModel ?? ""))\")"
      }
      return "this photo's Exif names \(photo), but the profile you chose, \(mismatch.profile), "
        + "is for the \(mismatch.profileName); it was used as asked: check the device, or "
        + "leave it out to let the photo's Exif choose the profile"
    }
  }

  // MARK: - A spot's readings

  /// "the 2 earlier readings of 'kitchen' come from iphone-15-front, this one from
  /// iphone-12-front: comparisons across devices use …".
  static func otherDevice(_ note: OtherDeviceNote) -> String {
    let (count, total) = (note.otherReadings, note.earlierReadings)
    let readings: String
    if count == total {
      readings = total == 1 ? "the earlier reading" : "the \(total) earlier readings"
    } else {
      readings = "\(count) of the \(total) earlier readings"
    }
    let names =
      note.others.count == 1
      ? [note.others[0].deviceID]
      : note.others.map { "\($0.deviceID) (\(English.count($0.readings, "reading")))" }
    return "\(readings) of '\(note.spot)' \(English.verb(count, "comes", "come")) from "
      + "\(English.list(names)), this one from \(note.device): comparisons across devices use "
      + "the wide absolute intervals, as each device's own error does not cancel; measure a "
      + "spot with the same device every time"
  }

  static func hemisphere(_ note: HemisphereNote) -> String {
    let (photo, reckoned) = (note.photoHemisphere, note.spotHemisphere)
    let why: String
    switch note.location {
    case .latitude: why = note.location.text
    case .hemisphere: why = "as set for it"
    case .unspecified: why = "assumed, as no location was given"
    }
    return "the photo was taken in the \(photo.adjective) hemisphere (latitude "
      + "\(NumberText.fixed(abs(note.latitude), 1))° \(photo == .south ? "S" : "N")), but the "
      + "seasons of '\(note.spot)' are reckoned in the \(reckoned.adjective) hemisphere "
      + "(\(why)), so this reading may fall in the wrong season; it was saved: if the spot is "
      + "where the photo was taken, set its location with 'solspot spot set "
      + "\(ShellWord.quoted(note.spot)) --latitude L'"
      + (note.location.latitude == nil ? " or '--hemisphere \(photo.rawValue)'" : "")
  }

  /// "saved with --force although it is at least 250,000 lux, …: 'spot history' lists it, …";
  /// the rules in ``ForcedText/rule(_:device:)``'s words, as the refusal gives them.
  /// "this reading is 9.8× the spot's summer level of 300 lux, from 4 summer readings of
  /// iphone-14-front (1 of them flagged at save, kept): check the settings, or remove it with
  /// 'solspot spot remove sill --last'". A bound: "this reading is at least 400× the spot's
  /// summer level …".
  static func farFromLevel(_ note: FarFromLevelNote) -> String {
    let factor =
      note.factor >= 1
      ? "\(LuxText.format(note.factor))×" : "1/\(LuxText.format(1 / note.factor)) of"
    let reach =
      switch note.bound {
      case nil: ""
      case .atLeast: "at least "
      case .atMost: "at most "
      }
    let season = note.season.rawValue
    let flagged =
      note.flaggedAtSave == 0 ? "" : " (\(note.flaggedAtSave) of them flagged at save, kept)"
    return "this reading is \(reach)\(factor) the spot's \(season) level of "
      + "\(Illuminance.text(note.levelLux)), from \(English.count(note.readings, "\(season) reading")) "
      + "of \(note.device)\(flagged): check the settings, "
      + "or remove it with 'solspot spot remove \(ShellWord.quoted(note.spot)) --last'"
  }

  static func forced(_ note: ForcedNote) -> String {
    "saved with --force although "
      + note.refusals.map { ForcedText.rule($0, device: note.device) }
      .joined(separator: "; and ")
      + "; 'spot history' lists it, but levels, comparisons, seasons and plant verdicts leave it "
      + "out"
  }

  /// "the camera Canon EOS R6 has no device profile, so the reading was saved as 'generic': …,
  /// or give --device ID when a profile fits ('solspot devices' lists them)".
  static func genericPhoto(_ note: GenericPhotoNote) -> String {
    let camera = PhotoText.camera(make: note.make, model: note.model)
    return (camera.map { "the camera \($0)" } ?? "this photo's camera")
      + " has no device profile, so " + MeasureText.genericSaved
      + ", or give --device ID when a profile fits ('solspot devices' lists them)"
  }

  /// "--device iphone-x-front was used, not the capture header's device 'iphone-15-front'".
  static func headerDevice(_ note: HeaderDeviceNote) -> String {
    let option = note.isProfileFile ? "--profile" : "--device"
    return "\(option) \(note.used) was used, not the capture header's device '\(note.header)'"
  }

  /// "the device is sill's, iphone-13-front ('solspot spot set sill --device ID' changes it;
  /// --device overrides it)".
  static func rememberedDevice(_ note: RememberedDeviceNote) -> String {
    switch note.origin {
    case .spot:
      "the device is \(note.spot)'s, \(note.device) ('solspot spot set "
        + "\(ShellWord.quoted(note.spot)) --device ID' changes it; --device overrides it)"
    case .environment:
      "the device is \(note.device), from \(DeviceArguments.environmentVariable) (--device, or the "
        + "spot's own device, overrides it)"
    }
  }
}
