import SolspotKit

/// A remark on settings as they were typed, when they may not say what was meant: `-t 60` is
/// 60 seconds, not 1/60 s. It never refuses the settings (a dark room can need 2 s, and the
/// generic profile could be any camera); it goes first among the notes, in text and JSON.
struct SettingsHint: Equatable {
  /// A stable code for scripts, as in the JSON `notes`: `shutter-seconds`, `unusual-aperture`.
  let code: String
  /// The remark in plain words, without a final full stop.
  let message: String

  /// The largest f-number taken as usual for a phone camera.
  ///
  /// Assumption: the phone lenses Solspot knows are f/1.9 to f/2.2 (the shipped iPhone front
  /// cameras, docs/calibration-format.md), and phone cameras have fixed apertures around
  /// f/1.5 to f/2.8; above f/4 a typed f-number more likely lost its decimal point (`19` for
  /// `1.9`) than came from a phone.
  static let largestPhoneFNumber = 4.0

  /// The hints for settings typed as `arguments`, read as `exposure` for `profile`.
  static func hints(
    for arguments: ParsedArguments, exposure: Exposure, profile: DeviceProfile
  ) -> [SettingsHint] {
    var hints: [SettingsHint] = []
    if let text = arguments.string("--shutter"), let hint = shutter(text) { hints.append(hint) }
    // A profile with a lens already notes an f-number that differs from it.
    if profile.fNumber == nil, let hint = aperture(exposure.fNumber) { hints.append(hint) }
    return hints
  }

  /// The hint for a shutter typed as a bare whole number of seconds (`60`, not `60s`): most
  /// exposure times a phone shows are fractions, `1/60`, and dropping the `1/` reads 3,600
  /// times darker.
  static func shutter(_ text: String) -> SettingsHint? {
    let isSpace = { (character: Character) in character == " " || character == "\t" }
    let body = String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }),
      let seconds = Int(body), seconds >= 1
    else { return nil }
    let unit = seconds == 1 ? "second" : "seconds"
    let alternative = seconds >= 2 ? "; for 1/\(seconds) s write 1/\(seconds)" : ""
    return SettingsHint(
      code: "shutter-seconds",
      message: "-t \(seconds) means \(seconds) \(unit) (write \(seconds)s to say so)\(alternative)")
  }

  /// The hint for an f-number no phone camera has; when it reads like one with its decimal
  /// point lost (`19`), the likely one.
  static func aperture(_ fNumber: Double) -> SettingsHint? {
    guard fNumber > largestPhoneFNumber else { return nil }
    let given = NumberText.plain(fNumber)
    var message = "f/\(given) is unusual for a phone camera"
    if fNumber == fNumber.rounded(), (10...99).contains(fNumber) {
      let likely = NumberText.plain(fNumber / 10)
      message += "; for f/\(likely) write \(likely)"
    } else {
      message += "; check the f-number"
    }
    return SettingsHint(code: "unusual-aperture", message: message)
  }
}
