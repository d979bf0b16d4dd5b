/// A word of a command the tool suggests, written so that the command can be pasted into a
/// POSIX shell and reach `solspot` as that one argument.
///
/// Suggested commands are printed inside single quotes as prose ("see 'solspot spot seasons
/// windowsill'"), so a word is quoted only when it needs to be, and in the quotes that read
/// best there:
/// - letters, digits (of any script) and `@ % + = : , . / _ -`, not starting with `=` (which
///   zsh expands): as it is (`windowsill`, `café`);
/// - otherwise, without `"`, `$`, `` ` ``, `\` or `!` (which double quotes do not protect in
///   every shell): in double quotes (`"back shelf"`, `"Mum's room"`);
/// - otherwise in single quotes, each `'` written `'\''` (`'say "hi" $HOME'`).
///
/// Source: POSIX.1-2017, Shell Command Language, 2.2 Quoting (single quotes preserve every
/// character; within double quotes `$`, `` ` `` and `\` keep their meaning), and bash's history
/// expansion of `!` in double quotes in an interactive shell.
enum ShellWord {
  /// `word` as one shell word: unchanged when safe, else quoted as described above.
  static func quoted(_ word: String) -> String {
    if !word.isEmpty, !word.hasPrefix("="), word.unicodeScalars.allSatisfy(isSafe) {
      return word
    }
    if !word.contains(where: { "\"$`\\!".contains($0) }) { return "\"\(word)\"" }
    return "'"
      + word.split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: "'\\''") + "'"
  }

  /// Whether `scalar` means nothing to a shell outside quotes: an ASCII letter or digit, one
  /// of `@ % + = : , . / _ -`, or a letter or digit of another script.
  private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let ascii = Character(scalar)
      return ascii.isLetter || ascii.isNumber || "@%+=:,./_-".contains(ascii)
    }
    let properties = scalar.properties
    return properties.isAlphabetic || properties.numericType != nil
  }
}
