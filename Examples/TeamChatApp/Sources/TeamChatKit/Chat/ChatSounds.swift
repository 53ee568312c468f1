#if canImport(AudioToolbox) && os(iOS)
import AudioToolbox
#endif

/// The chat's effects in the app: the system's "message sent" sound, on iOS (elsewhere the
/// sound is skipped).
public struct ChatSounds: TeamChatEffects {
    /// Creates the chat's sounds.
    public init() {}

    public func playSentSound() async {
        #if canImport(AudioToolbox) && os(iOS)
        AudioServicesPlaySystemSound(1004)  // the system's "message sent" sound
        #endif
    }
}
