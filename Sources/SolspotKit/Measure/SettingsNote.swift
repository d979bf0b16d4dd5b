/// A remark on exposure settings as they were typed, when they may not say what was meant:
/// `-t 60` is 60 seconds, not 1/60 s. It never refuses the settings (a dark room can need 2 s,
/// and the generic profile could be any camera).
public enum SettingsNote: Sendable, Hashable {
  /// The shutter was typed as a bare whole number of seconds (`60`, not `60s` or `1/60`):
  /// most exposure times a phone shows are fractions, and dropping the `1/` reads
  /// `seconds`² times darker.
  case shutterSeconds(Int)
  /// An f-number no phone camera has (above ``largestPhoneFNumber``); `likely` is the one it
  /// reads like with its decimal point lost (`1.9` for `19`), when it reads like one.
  case unusualAperture(fNumber: Double, likely: Double?)

  /// The largest f-number taken as usual for a phone camera.
  ///
  /// Assumption: the phone lenses Solspot knows are f/1.9 to f/2.2 (the shipped iPhone front
  /// cameras, docs/calibration-format.md), and phone cameras have fixed apertures around
  /// f/1.5 to f/2.8; above f/4 a typed f-number more likely lost its decimal point (`19` for
  /// `1.9`) than came from a phone.
  public static let largestPhoneFNumber = 4.0

  /// The notes for `exposure`, whose shutter was typed as `shutter` (if it was typed), read
  /// with `profile`: the shutter's note first. A profile with a lens gets no aperture note:
  /// the estimate already notes an f-number that differs from its lens
  /// (``EstimateNote/apertureMismatch(profile:given:)``).
  public static func notes(shutter: String?, exposure: Exposure, profile: DeviceProfile)
    -> [SettingsNote]
  {
    var notes: [SettingsNote] = []
    if let shutter, let note = Self.shutter(shutter) { notes.append(note) }
    if profile.fNumber == nil, let note = aperture(exposure.fNumber) { notes.append(note) }
    return notes
  }

  /// The note for a shutter typed as `text`, when it is a bare whole number of seconds, 1 or
  /// more, with nothing but blanks around it.
  public static func shutter(_ text: String) -> SettingsNote? {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    let body = text.drop(while: isBlank).reversed().drop(while: isBlank).reversed()
    guard !body.isEmpty, body.allSatisfy({ $0.isASCII && $0.isNumber }),
      let seconds = Int(String(body)), seconds >= 1
    else { return nil }
    return .shutterSeconds(seconds)
  }

  /// The note for an f-number above ``largestPhoneFNumber``; a whole one from 10 to 99 reads
  /// like a phone's with its decimal point lost.
  public static func aperture(_ fNumber: Double) -> SettingsNote? {
    guard fNumber > largestPhoneFNumber else { return nil }
    let isLostPoint = fNumber == fNumber.rounded() && (10...99).contains(fNumber)
    return .unusualAperture(fNumber: fNumber, likely: isLostPoint ? fNumber / 10 : nil)
  }
}
