import FluidTransitions
import SwiftUI
import Testing
import UIKit

/// The marker `fluidTransitionSource(id:in:)` puts behind its view is never in the way: a tap
/// on the source reaches the app's button, and VoiceOver does not see the marker, whether
/// SwiftUI leaves a representable's touches and accessibility to its UIKit view or treats it as
/// one of its own views (the switch `representableParticipation`; review 31 #13).
@MainActor
@Suite("SwiftUI glue: the zoom source's marker stays out of taps and VoiceOver")
struct SwiftUISourceMarkerGlueTests {
  @MainActor
  final class Taps {
    var count = 0
  }

  struct Tile: View {
    let taps: Taps
    @Namespace private var photos

    var body: some View {
      Button {
        taps.count += 1
      } label: {
        Text("Photo 4").fluidTransitionSource(id: 4, in: photos)
      }
    }
  }

  @Test(
    "A tap on a source reaches its button; VoiceOver sees the label, not the marker",
    arguments: ShimBehaviour.RepresentableParticipation.allCases)
  func markerIsInert(_ participation: ShimBehaviour.RepresentableParticipation) {
    var behaviour = ShimBehaviour()
    behaviour.representableParticipation = participation
    ShimBehaviour.with(behaviour) {
      ShimConsole.reset()
      let taps = Taps()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      let host = UIHostingController(rootView: Tile(taps: taps))
      window.rootViewController = host
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      ShimRunLoop.runDeferredWork()
      let marker = host.view.subviews.first { $0 is FluidTransitionSourceView }
      #expect(marker != nil, "[\(participation)] the marker is behind the label")
      #expect(marker?.isUserInteractionEnabled == false, "[\(participation)] takes no touches")
      #expect(ShimViewGraph.shimTap("Photo 4", in: host), "[\(participation)] the tap is the app's")
      #expect(taps.count == 1, "[\(participation)] the button's action ran")
      #expect(
        ShimViewGraph.shimAccessibilityElements(in: host) == ["Photo 4"],
        "[\(participation)] \(ShimViewGraph.shimAccessibilityElements(in: host))")
      #expect(ShimConsole.messages.isEmpty, "[\(participation)] \(ShimConsole.messages)")
    }
  }
}
