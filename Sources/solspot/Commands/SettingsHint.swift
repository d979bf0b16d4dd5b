import SolspotKit

/// The name the commands use for a remark on settings as they were typed (the library's
/// ``SettingsNote``, whose rule decides it); `Output/NoteText.swift` says it in words.
typealias SettingsHint = SettingsNote

extension SettingsNote {
  /// The notes for settings typed as `arguments`, read as `exposure` for `profile`: the
  /// shutter as typed with `-t`, then the f-number.
  static func hints(
    for arguments: ParsedArguments, exposure: Exposure, profile: DeviceProfile
  ) -> [SettingsNote] {
    notes(shutter: arguments.string("--shutter"), exposure: exposure, profile: profile)
  }
}
