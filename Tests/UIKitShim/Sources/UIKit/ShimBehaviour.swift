// Shim-only: the simulated UIKit's choices where Apple's documentation is silent. Each switch has
// every plausible setting; the glue suite runs under all of them (see the DocC article "Platform
// Assumptions" for what each switch stands for, Apple's words where there are any, and the
// tests that cover it). Nothing here is Apple API.

/// Shim-only: how the simulated UIKit behaves where Apple's documentation does not settle it,
/// and which version of iOS it is (``SystemVersion``).
///
/// The default value is the behaviour the layer was first written against; every other setting
/// is one a real UIKit might have. Set ``current`` (or use ``with(_:_:)``) before building the
/// view controllers of a test.
public struct ShimBehaviour: Hashable, Sendable, CustomStringConvertible {
  /// The system back swipe's `state` when UIKit asks the navigation controller's delegate for
  /// the pop's animation controller.
  public enum PopGestureState: String, CaseIterable, Sendable {
    /// The recogniser has begun: UIKit pops from its action.
    case began
    /// UIKit pops before the recogniser's state leaves `.possible`.
    case possible
  }

  /// Whether a layer animated by a property animator has a presentation layer that shows the
  /// animation in flight.
  public enum PresentationLayers: String, CaseIterable, Sendable {
    /// `presentation()` returns the values on screen.
    case tracksAnimations
    /// `presentation()` returns nil (a layer never committed to the render server).
    case unavailable
  }

  /// What `UIView.animateKeyframes(withDuration: 0, …)` inside a property animator's block does.
  public enum KeyframesInsideAnimator: String, CaseIterable, Sendable {
    /// The keyframes take the animator's duration and timing; each runs over its relative
    /// window of the animator's progress.
    case inheritAnimatorTiming
    /// A zero duration means no animation: the keyframes' values apply at once.
    case applyImmediately
  }

  /// What a paused property animator that was created without animation blocks does with
  /// blocks added later (UIKit's alongside animations).
  public enum AlongsideOnEmptyPausedAnimator: String, CaseIterable, Sendable {
    /// Runs them with the animator: they follow its `fractionComplete`.
    case runWithTheAnimator
    /// Drops them: they never run.
    case dropped
  }

  /// What `fractionComplete` reads on a reversed animator.
  public enum ReversedFraction: String, CaseIterable, Sendable {
    /// The progress from the start (iOS 10).
    case forward
    /// The complement, measured in the direction of travel (iOS 11 and later, per developers'
    /// reports).
    case complement
  }

  /// Which frames the transition context reports.
  public enum ContextFrames: String, CaseIterable, Sendable {
    /// `finalFrame(for:)` gives the arriving view controller's frame (the container's bounds, or
    /// the presentation controller's frame for the presented view).
    case known
    /// `finalFrame(for:)` and `initialFrame(for:)` return `.zero` ("may return CGRectZero").
    case zero
  }

  /// Who removes the departing view from the container once a navigation or tab transition
  /// completes.
  public enum FromViewRemoval: String, CaseIterable, Sendable {
    /// UIKit removes it after `completeTransition(true)`.
    case uikitRemovesIt
    /// The animator must; UIKit leaves it where it is.
    case animatorMustRemoveIt
  }

  /// When a view that joins a window gets its safe-area insets (Apple: zero while it "is not
  /// currently installed in a view hierarchy, or is not yet visible onscreen").
  public enum SafeAreaOnArrival: String, CaseIterable, Sendable {
    /// As soon as it is in a window.
    case asSoonAsInWindow
    /// Only once it has been on screen for a frame: a layout done in the same turn of the run
    /// loop as its insertion still sees zero insets.
    case afterFirstFrameOnScreen
  }

  /// Whether a programmatic tab selection (`selectedIndex`, `selectedViewController`) asks the
  /// tab bar controller's delegate for an animation controller.
  public enum ProgrammaticTabSelection: String, CaseIterable, Sendable {
    /// It does, as a tap does.
    case consultsDelegate
    /// It switches at once, with no transition.
    case switchesWithoutTransition
  }

  /// What the tab bar does with a tap on one of its items while a custom tab transition runs.
  /// Apple is silent; developers report taps getting through and starting another transition
  /// over the running one (CosmicMind/Motion PR 55, HeroTransitions/Hero 226).
  public enum TabTapDuringTransition: String, CaseIterable, Sendable {
    /// As any tap: UIKit asks `tabBarController(_:shouldSelect:)` and, if the delegate allows
    /// it, selects the tab, which starts a second transition over the running one (the shim
    /// logs that selection: a test fails), then tells `tabBarController(_:didSelect:)`.
    case asksDelegate
    /// The tab bar takes no taps until the transition ends: no delegate call, no selection.
    case ignored
  }

  /// When UIKit asks the animation controller for its interruptible animator (always after
  /// starting the transition: "We're always going to call animateTransition and
  /// startInteractiveTransition first").
  public enum InterruptibleAnimatorRequest: String, CaseIterable, Sendable {
    /// Right after starting the transition (to add its alongside animations).
    case afterStart
    /// Only when the transition moves in or out of its interactive state.
    case onInteractionChangesOnly
    /// Never: UIKit runs its alongside animations without it.
    case never
  }

  /// What becomes of the system back swipes' own delegates (and whether they are enabled) when
  /// a navigation controller's delegate is set.
  public enum PopGestureDelegate: String, CaseIterable, Sendable {
    /// Nothing: UIKit's delegate stays, and lets the swipe begin when there is something to pop.
    case untouched
    /// UIKit sets it to nil when such a delegate is set, and without a delegate the swipe never
    /// begins (radar 15215690, still reported in 2025).
    case clearedWhenNavigationDelegateIsSet
    /// UIKit configures its back swipes afresh when a navigation delegate is set: each gets
    /// UIKit's own delegate back and is enabled (whatever the app or a library had set).
    case restoredWhenNavigationDelegateIsSet
  }

  /// When UIKit calls the animation controller's `animationEnded(_:)` relative to its own end of
  /// transition work (the container's state and views, the presentation callbacks).
  public enum AnimationEndedTiming: String, CaseIterable, Sendable {
    /// After UIKit has put the container in order.
    case afterContainerBookkeeping
    /// Inside `completeTransition(_:)`, before anything else.
    case beforeContainerBookkeeping
  }

  /// When a dismissal starts (Apple documents that a presentation starts "during the next run
  /// loop iteration"; it says nothing of dismissals).
  public enum DismissalStart: String, CaseIterable, Sendable {
    /// In the next turn of the run loop, like a presentation.
    case nextRunLoopTurn
    /// Inside `dismiss(animated:completion:)`.
    case immediately
  }

  /// What a pinch recogniser does when one of its two fingers lifts and the other stays down.
  /// Apple documents only that it changes "when a finger moves (while both fingers remain
  /// touching" and, in the header as quoted by developers, ends "when both fingers have lifted".
  public enum PinchFingerLift: String, CaseIterable, Sendable {
    /// It goes on with one touch: `.changed`, `numberOfTouches` 1, `location(in:)` the remaining
    /// finger's (a jump from the centroid), `scale` unchanged; it ends when the last finger
    /// lifts.
    case continuesWithOneTouch
    /// It ends at once (`.ended`), one finger still down.
    case endsThePinch
  }

  /// The `velocity` a pinch recogniser reports as it ends (undocumented; developers report that
  /// a pan's velocity at `.ended` is the one of the event before).
  public enum PinchVelocityOnLift: String, CaseIterable, Sendable {
    /// The velocity of the last change.
    case lastMeasured
    /// Zero: measured again at the lift, when nothing moves.
    case zero
    /// Not a number: measured over no time.
    case notANumber
  }

  /// The version of iOS the simulated UIKit is. Not an undocumented behaviour but the one
  /// switch that selects API: with it among the switches, every run of the glue suite's matrix
  /// also covers both sides of the layer's `if #available` checks. (On Linux every
  /// `#available(iOS N, *)` check is true, so an API introduced after the default version
  /// answers as it would not exist: `UINavigationController.interactiveContentPopGestureRecognizer`
  /// is nil before iOS 26.)
  public enum SystemVersion: String, CaseIterable, Sendable, Comparable {
    /// iOS 18: no content back swipe.
    case iOS18
    /// iOS 26: navigation controllers have the content back swipe
    /// (`interactiveContentPopGestureRecognizer`).
    case iOS26

    /// The major version number.
    public var major: Int { self == .iOS18 ? 18 : 26 }

    /// Ordered by version.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.major < rhs.major }
  }

  /// When a scroll view that is decelerating stops as a finger lands on it, relative to UIKit
  /// handing that touch to the gesture recognisers of the views under it (asking their
  /// delegates `gestureRecognizer(_:shouldReceive:)`). Apple documents neither order.
  public enum DecelerationOnTouch: String, CaseIterable, Sendable {
    /// The recognisers are asked first: they still see `isDecelerating` true.
    case stopsAfterRecognizersAreAsked
    /// The scroll view stops first: the recognisers see it at rest.
    case stopsBeforeRecognizersAreAsked
  }

  /// What UIKit does with a view that a subview's `hitTest(_:with:)` returns from outside that
  /// subview (a pass-through view returning a view of another branch of the window, such as
  /// the presenter's view under a presentation's container). Apple's page describes the
  /// method as returning "the farthest descendant" of the view and says nothing of other
  /// results; pass-through overrides are common practice.
  public enum HitTestOutsideTheSubview: String, CaseIterable, Sendable {
    /// The returned view is the hit-test view: the touch is delivered to it, and to the
    /// gesture recognisers of it and its superviews.
    case delivered
    /// The superview ignores it, as if the subview had returned nil, and searches on.
    case ignored
  }

  /// When a UIKit container asks its delegate `responds(to:)` for an optional method it may
  /// send it. Apple is silent; developers report that UIKit's classes ask when the delegate is
  /// set and keep the answers (setting the same delegate again may not ask again).
  public enum DelegateRespondsCaching: String, CaseIterable, Sendable {
    /// Once, when the delegate is set: a delegate that stops implementing a method it answered
    /// for (one that forwarded it to an object now gone) is still sent it, and the runtime
    /// raises "unrecognized selector".
    case whenDelegateIsSet
    /// Before every message.
    case beforeEveryMessage
  }

  /// Where the recognisers a table view or a text view adds besides its pan (a row's swipe
  /// actions, reordering, the drag interaction's lift, text selection) are installed. Apple
  /// publishes none of them (only `panGestureRecognizer`, `pinchGestureRecognizer` and
  /// `directionalPressGestureRecognizer` are public on `UIScrollView`).
  public enum ScrollViewContentGestures: String, CaseIterable, Sendable {
    /// On the scroll view itself, beside its `panGestureRecognizer`.
    case onTheScrollView
    /// On the content inside it (a row, the text container).
    case onTheContent
  }

  /// What a scroll view does when its pan is cancelled while the content moves (its recogniser
  /// disabled mid-drag: Apple documents only that the recogniser "transitions to a cancelled
  /// state").
  public enum ScrollViewCancelledPan: String, CaseIterable, Sendable {
    /// It stops where it is: no momentum.
    case stopsWhereItIs
    /// It decelerates with the pan's last velocity, as after a lift.
    case decelerates
  }

  /// When UIKit reads a presentation controller's `shouldRemovePresentersView` (Apple says only
  /// that the view is removed "when the presentation animations finish").
  public enum PresentersViewReads: String, CaseIterable, Sendable {
    /// As each presentation and each dismissal starts: the presentation's answer also decides
    /// the removal at its end.
    case atEachTransitionStart
    /// Whenever it acts on it: as the presentation starts (its from-view), again when it
    /// completes (the removal), as each dismissal starts (its to-view) and again when one is
    /// cancelled (the removal once more).
    case atEveryUse
    /// Once, as the presentation starts; its dismissals use that answer.
    case oncePerPresentation
  }

  /// Whether touches reach the app while UIKit runs a presentation or dismissal that does not
  /// start interactively. Apple is silent; OpenRadar 41217893 reports that UIKit calls
  /// `beginIgnoringInteractionEvents` (app-wide) for a transition that is not interactive, and
  /// not when the transitioning delegate supplies an interaction controller.
  public enum InteractionEventsDuringPresentation: String, CaseIterable, Sendable {
    /// Ignored from the start to the end of a presentation or dismissal that has no interaction
    /// controller (the report read literally).
    case ignoredWithoutInteractionController
    /// Ignored from the start to the end of one that has no interaction controller or whose
    /// interaction controller does not want an interactive start (`wantsInteractiveStart`
    /// false): a tap-started transition cannot be caught by a touch.
    case ignoredUnlessInteractiveAtStart
    /// Always delivered.
    case delivered
  }

  /// What a property animator that is active, paused and reversed does with an animation block
  /// added to it. Apple documents blocks added to inactive and active animators ("executed over
  /// the remaining portion of the total run time"), not which way "remaining" points once the
  /// animator is reversed.
  public enum AnimationsOnReversedPausedAnimator: String, CaseIterable, Sendable {
    /// As on any active animator: from the current progress to the end, whatever the direction
    /// (so a reversed animator never plays them, and leaves their start values at `.start`).
    case runTowardTheEnd
    /// Over what is left in the direction of travel: from the current progress back to the
    /// start, arriving at the block's values there.
    case runTowardTheStart
    /// Not run at all.
    case ignored
  }

  /// What the keyframe animations of a property animator's blocks do when the animator is
  /// continued with spring timing (`UISpringTimingParameters`). Apple is silent; developers
  /// report keyframes in a spring animator running linearly for about 0.1 s (radar 39495559).
  public enum KeyframesUnderSpringContinuation: String, CaseIterable, Sendable {
    /// They keep following the animator's progress.
    case followTheAnimator
    /// They leave the animator's progress and run linearly to the end of travel (their final
    /// values, or their initial ones when reversed) in 0.1 s.
    case runLinearlyForATenthOfASecond
  }

  /// The rate of a display link that asks for `CAFrameRateRange.default` on the 120 Hz display.
  /// Apple's `preferredFrameRateRange` page: the default "is equivalent to the display's maximum
  /// refresh rate"; the ProMotion article: Core Animation won't apply "any refresh rate that's
  /// faster than the system's default" unless the app opts in; developers report 60 Hz on
  /// iPhones.
  public enum UnhintedDisplayLinkRate: String, CaseIterable, Sendable {
    /// 60 Hz, every other refresh.
    case sixtyHertz
    /// The display's maximum, every refresh.
    case displayMaximum
  }

  /// When a gesture recogniser that waits for others to fail (`require(toFail:)`, or a
  /// delegate's dynamic failure requirement) asks its delegate `gestureRecognizerShouldBegin(_:)`.
  /// Apple documents the wait ("delays the current gesture recognizer's transition out of
  /// possible") and that the delegate is asked as the recogniser attempts that transition, not
  /// which comes first.
  public enum FailureRequirementOrder: String, CaseIterable, Sendable {
    /// Once the recognisers it waits for have failed: one that fails because another began
    /// never asks.
    case delegateAskedAfterTheWait
    /// Before it waits: the delegate's yes stands until the others fail.
    case delegateAskedBeforeTheWait
  }

  /// What a gesture recogniser that is removed from its view while it recognises (`.began` or
  /// `.changed`) does. Apple's `removeGestureRecognizer(_:)` page says only that the method
  /// "releases gestureRecognizer in addition to detaching it from the view".
  public enum RecognizerRemovedMidGesture: String, CaseIterable, Sendable {
    /// It leaves without a word: no action follows, its state stays as it was.
    case sendsNothing
    /// It is cancelled as it leaves: its action is sent with `.cancelled` while its `view` is
    /// still set.
    case cancelsBeforeLeaving
    /// It is cancelled once it has left: its action is sent with `.cancelled` and a nil `view`.
    case cancelsAfterLeaving
  }

  /// What a tab selection does while the tab bar controller's view is in no window (before it is
  /// shown, or while another screen covers the app's window). Apple is silent on whether UIKit
  /// animates, or even asks for, a transition it cannot show.
  public enum TabSelectionOffWindow: String, CaseIterable, Sendable {
    /// As on screen: the delegate is asked for an animation controller, which runs.
    case runsTheTransition
    /// The delegate is asked for an animation controller, which UIKit then never starts: the
    /// selection changes at once.
    case asksButDoesNotRun
    /// The selection changes at once; the delegate is not asked.
    case switchesWithoutAsking
  }

  /// Which selection methods of its delegate a tab bar controller configured with iOS 18's
  /// `tabs` calls for a tap. Apple documents `tabBarController(_:shouldSelectTab:)` and
  /// `tabBarController(_:didSelectTab:previousTab:)` (iOS 18) without saying whether the
  /// view-controller variants are still called for such a tab bar controller.
  public enum TabDelegateVariants: String, CaseIterable, Sendable {
    /// Only the `UITab` variants.
    case tabVariantsOnly
    /// Both: `shouldSelectTab`, then (if it allowed the tab) `shouldSelect`; then
    /// `didSelectTab`, then `didSelect`.
    case bothVariants
  }

  /// Whether UIKit itself sends the presentation controller's delegate
  /// `presentationControllerWillDismiss(_:)` and `presentationControllerDidDismiss(_:)` for a
  /// custom presentation's dismissal that starts interactively (its interaction controller's
  /// `wantsInteractiveStart` is true). Apple: they are for the dismissals a person starts and
  /// are "not called if the presentation is dismissed programmatically"; a custom
  /// presentation's own gesture can only dismiss programmatically, which an interactive start
  /// may or may not count as.
  public enum InteractiveDismissalMessages: String, CaseIterable, Sendable {
    /// Never: the presentation's own gesture dismisses programmatically.
    case notSent
    /// Will-dismiss as the transition starts; did-dismiss once it completes, before the
    /// `dismiss(animated:completion:)` completion.
    case sentBeforeTheCompletion
    /// The same, with did-dismiss after that completion.
    case sentAfterTheCompletion
  }

  /// When the simulated SwiftUI host calls `updateUIViewController(_:context:)` after a change
  /// of the app's state (a write through a `Binding`). Apple: "SwiftUI calls this method for
  /// any changes affecting the corresponding UIKit view controller", not when.
  public enum RepresentableUpdates: String, CaseIterable, Sendable {
    /// Once, at the end of the turn of the run loop that made the change (several changes in
    /// one turn make one update).
    case atTheEndOfTheRunLoopTurn
    /// Before the write returns: every change is an update of its own.
    case beforeTheWriteReturns
  }

  /// What a write through a `Binding` made while the simulated SwiftUI host updates the views
  /// does (SwiftUI logs "Modifying state during view update, this will cause undefined
  /// behavior." and documents nothing more).
  public enum BindingWriteDuringUpdate: String, CaseIterable, Sendable {
    /// The source of truth changes at once, and another update follows.
    case appliedAtOnce
    /// The source of truth changes once the update under way has ended, and another update
    /// follows.
    case appliedAfterTheUpdate
  }

  /// When the simulated SwiftUI host runs an `onPreferenceChange(_:perform:)` action. Apple:
  /// "Adds an action to perform when the specified preference key's value changes", not when.
  /// Either way the first value is compared with the key's default, so a content that sets a
  /// value from its first update reports it.
  public enum PreferenceChangeDelivery: String, CaseIterable, Sendable {
    /// During the update that produced the value, once the modified content is updated.
    case duringTheUpdate
    /// Once the update under way has ended.
    case afterTheUpdate
  }

  /// What is behind a SwiftUI `List` in UIKit. Apple documents `List` as "a container that
  /// presents rows of data arranged in a single column" and says nothing of the UIKit views
  /// behind it (developers report a `UICollectionView` from iOS 16, a `UITableView` before).
  public enum SwiftUIListBacking: String, CaseIterable, Sendable {
    /// A `UICollectionView` in the hosting controller's view hierarchy holds the rows.
    case collectionView
    /// A `UITableView` holds the rows.
    case tableView
    /// No UIKit scroll view: SwiftUI scrolls the rows itself.
    case noUIKitScrollView
  }

  /// When the simulated SwiftUI host first evaluates a `UIHostingController`'s view tree (makes
  /// its content, runs its representables' `make` methods, delivers its first preferences).
  /// Apple documents `rootView` ("The root view of the SwiftUI view hierarchy managed by this
  /// view controller") and nothing on when SwiftUI first renders it.
  public enum HostingContentUpdate: String, CaseIterable, Sendable {
    /// In the first layout pass of the hosting controller's view (a window's, or an explicit
    /// `layoutIfNeeded()`), within that pass; SwiftUI's later updates leave it alone until then
    /// (the likeliest: `sizingOptions` defaults to none, its options "asking for the ideal size
    /// of the content" at "a performance cost", so the content is worked out for layout).
    case whenTheViewIsLaidOut
    /// As the hosting controller's view loads.
    case whenTheViewLoads
    /// In SwiftUI's next update after the view loads (the next pass of the update under way, or
    /// one scheduled as `representableUpdates` says), whatever UIKit lays out before.
    case atTheNextUpdate
    /// For a hosting controller made in SwiftUI's update (a representable's, as a
    /// `FluidNavigationStack`'s pages are): in SwiftUI's update at the next frame (vsync),
    /// whatever UIKit lays out before, and before that frame's display-link callbacks (Apple
    /// gives no order between SwiftUI's update and a `CADisplayLink`'s callback at the same
    /// vsync). Others as `atTheNextUpdate`.
    case atTheNextFrameBeforeItsDisplayLinks
    /// As `atTheNextFrameBeforeItsDisplayLinks`, after that frame's display-link callbacks.
    case atTheNextFrameAfterItsDisplayLinks
  }

  /// Whether SwiftUI's hit testing and accessibility treat a representable (a
  /// `UIViewRepresentable`'s view) as one of SwiftUI's views. Apple documents
  /// `allowsHitTesting(_:)` ("whether this view participates in hit test operations") and
  /// `accessibilityHidden(_:)` for any view, and nothing on how a representable's UIKit view
  /// takes part.
  public enum RepresentableParticipation: String, CaseIterable, Sendable {
    /// As its UIKit view says: a view that takes no touches lets a tap through to the views
    /// around it, and a plain view (no accessibility element) is not seen by VoiceOver.
    case asTheirUIKitViewsSay
    /// As one of SwiftUI's views: a tap landing on it goes to it, not to a button around it,
    /// and VoiceOver finds it, unless `allowsHitTesting(false)` or `accessibilityHidden(true)`
    /// is on it or around it.
    case asSwiftUIViews
  }

  /// What is behind a SwiftUI `ScrollView` in UIKit. Apple documents `ScrollView` as "a
  /// scrollable view" and says nothing of the UIKit views behind it.
  public enum SwiftUIScrollViewBacking: String, CaseIterable, Sendable {
    /// A `UIScrollView` in the hosting controller's view hierarchy, its content inside it (so a
    /// touch on the content has it among its superviews), filling the place the `ScrollView`
    /// is given.
    case uiScrollView
    /// No UIKit scroll view: SwiftUI scrolls the content itself, which UIKit sees as plain
    /// views.
    case noUIKitScrollView
  }

  /// What `UIAccessibility.prefersCrossFadeTransitions` reports. Apple: "whether the Reduce
  /// Motion and the Prefer Cross-Fade Transitions settings are in an enabled state", which reads
  /// as both; Settings offers the second only under the first, but whether the property checks
  /// Reduce Motion itself is not said.
  public enum CrossFadeReporting: String, CaseIterable, Sendable {
    /// True only while both settings are on.
    case withReduceMotion
    /// The Prefer Cross-Fade Transitions setting alone.
    case alone
  }

  /// What a navigation controller does with VoiceOver's escape (`accessibilityPerformEscape()`)
  /// when it shows more than its root. Apple documents the gesture ("dismisses a modal view or
  /// returns to the previous screen") but not the navigation controller's implementation.
  public enum NavigationControllerEscape: String, CaseIterable, Sendable {
    /// It pops as `popViewController(animated: true)` does, asking its delegate for the
    /// animation controller.
    case popsAnimated
    /// It pops without animation (no animation controller runs).
    case popsWithoutAnimation
    /// It does not handle it: the escape goes on up the responder chain.
    case notHandled
  }

  /// What UIKit does with the first responder inside the departing screen of a push or pop it
  /// runs with an app's animation controller (the keyboard's owner). Apple documents what
  /// resigning does (`resignFirstResponder()`, `endEditing(_:)`) but not when a navigation
  /// controller resigns the departing screen's first responder, nor whether it gives it back
  /// when the transition is cancelled. In every setting a first responder whose view leaves its
  /// window resigns (Apple is silent on that too; a keyboard is never left up for a view off
  /// screen).
  public enum DepartingFirstResponder: String, CaseIterable, Sendable {
    /// Nothing happens during the transition: the departing view leaving the window once the
    /// transition completes resigns it, so a cancelled transition keeps it.
    case resignedWhenItLeavesTheWindow
    /// The navigation controller has the departing view end editing (forced) as it starts the
    /// transition, after it has the animation and interaction controllers and before it starts
    /// them; a cancelled transition does not give the focus back.
    case resignedAtTransitionStart
    /// As `resignedAtTransitionStart`, and a cancelled transition makes the responder the
    /// first responder again as the navigation controller puts its stack back.
    case resignedAtTransitionStartRestoredOnCancel
  }

  /// When UIKit asks the view controllers for the status bar's appearance around a
  /// presentation or a dismissal. Apple documents which controller decides
  /// (`modalPresentationCapturesStatusBarAppearance`, `childForStatusBarStyle`) and that
  /// `setNeedsStatusBarAppearanceUpdate()` makes UIKit ask, but not when a presentation or
  /// dismissal itself makes it ask.
  public enum StatusBarAppearanceUpdates: String, CaseIterable, Sendable {
    /// Once the transition has completed or been cancelled (UIKit's bookkeeping done).
    case atEndOfPresentations
    /// Also as it starts the transition (a presentation counts from then).
    case atStartAndEndOfPresentations
    /// Only when a view controller calls `setNeedsStatusBarAppearanceUpdate()`.
    case onlyWhenAsked
  }

  /// What a property animator does, as it finishes at `.end` or `.start`, to a layer whose
  /// animations someone removed (`CALayer.removeAllAnimations()`) while it ran. Apple says the
  /// `.start` position means "the values of the properties before you applied any animations"
  /// and `.end` "the values you specified in your animation blocks", and that
  /// `removeAllAnimations()` removes "all animations attached to the layer", but not whether
  /// the animator still sets those values on a layer it no longer animates.
  public enum RemovedAnimationsAtFinish: String, CaseIterable, Sendable {
    /// The animator sets the blocks' values for its final position all the same.
    case setsTheBlocksValues
    /// The animator leaves the layer's model values as they are.
    case leavesTheLayerAlone
  }

  /// What a property animator does with the animations it recorded for its blocks that someone
  /// took off a layer (`CALayer.removeAnimation(forKey:)`) when it is reversed, paused, started,
  /// scrubbed or continued. Apple says a reversal makes "view properties animate back to their
  /// original values" and that `continueAnimation` "overrides the timing and duration
  /// parameters for the current animations", not whether the animator rebuilds them on the
  /// layers, nor whether a removed one comes back.
  public enum RemovedAnimationsOnRebuild: String, CaseIterable, Sendable {
    /// They stay removed (the most likely: Core Animation owns them once added).
    case stayRemoved
    /// The animator puts them back on their layers, under their keys.
    case reinstalled
  }

  /// How UIKit resizes a window's views when the window changes size mid-transition (a
  /// rotation, a window resize): `viewWillTransition(to:with:)` says only that UIKit "calls this
  /// method before changing the size of a presented view controller's view" and to "use the
  /// provided coordinator object to animate any changes you make"; not whether the transition's
  /// container and the screens in it take the new size in the rotation's animation or at once.
  /// The screens' own views follow their autoresizing masks either way.
  public enum SizeChangeAnimation: String, CaseIterable, Sendable {
    /// In an animation of the rotation's duration (0.3 s here), which UIKit adds to the layers'
    /// models as it adds its animations (the most likely: a rotation is animated).
    case animated
    /// At once, without animation (a window resized by Stage Manager).
    case immediate
  }

  /// Whether the system keyboard moves with a pop run by an app's animation controller whose
  /// departing screen has it up. Developers report that UIKit's own pop slides the keyboard
  /// sideways with the departing screen, interactively too; Apple documents neither that nor
  /// what it does for a custom transition.
  public enum KeyboardDuringCustomPop: String, CaseIterable, Sendable {
    /// The keyboard stays docked while the transition runs.
    case staysDocked
    /// UIKit slides the keyboard with the transition, as an animation alongside it (through
    /// the transition coordinator): toward the trailing edge by the container's width as the
    /// pop completes, back as it is cancelled.
    case followsTheDepartingView
  }

  /// What UIKit does with `setNavigationBarHidden(_:animated:)` or
  /// `setToolbarHidden(_:animated:)` called with `animated` true while a push or pop runs (from
  /// the arriving screen's `viewWillAppear(_:)`, the common pattern). Apple gives the duration
  /// of an animated change (`hideShowBarDuration`), not whether a change asked for during a
  /// custom interactive transition rides it, nor what a cancelled transition does to it.
  public enum BarChangeDuringTransition: String, CaseIterable, Sendable {
    /// Animated alongside the transition (through its coordinator, so on its interruptible
    /// animator); a cancelled transition gives the bars the visibility they had as it started.
    case alongsideRevertedOnCancel
    /// Animated alongside the transition; a cancelled transition keeps the visibility asked
    /// for (the animation goes back with the transition, then UIKit lays the bars out where
    /// their visibility says).
    case alongsideKeptOnCancel
    /// Animated alongside the transition; a cancelled transition gives the bars the
    /// visibility they had as it started; when the transition ends UIKit does not lay the bars
    /// out again: they stay where the transition's animator left them until the navigation
    /// controller's view is next laid out.
    case alongsideNotLaidOutAtEnd
    /// Animated on its own over `hideShowBarDuration`, whatever the transition does.
    case ownAnimation
    /// Not animated: the bars go where their visibility says at once.
    case immediately
  }

  /// See ``BarChangeDuringTransition``.
  public var barChangeDuringTransition = BarChangeDuringTransition.alongsideRevertedOnCancel

  /// When UIKit shows or hides the tab bar for `hidesBottomBarWhenPushed` during an animated
  /// push or pop (the arriving screen's value differs from the departing screen's). Apple says
  /// only that the topmost screen's value "determines whether the toolbar is visible";
  /// developers report the tab bar vanishing at once during custom transitions (Hero 160 and
  /// 435, CosmicMind/Motion 73) rather than sliding as in UIKit's own push.
  public enum TabBarDuringPushAndPop: String, CaseIterable, Sendable {
    /// At once as the transition starts; a cancelled transition puts it back at its end.
    case atStart
    /// Animated alongside the transition (through its coordinator, so on its interruptible
    /// animator); a cancelled transition puts it back at its end.
    case alongside
    /// At once when the transition completes; a cancelled one leaves it alone.
    case atEnd
    /// Hidden by taking it out of the tab bar controller's view as the transition starts (a
    /// shown bar is put back as it starts); back in that view at the end either way.
    case removedAtStart
  }

  /// See ``TabBarDuringPushAndPop``.
  public var tabBarDuringPushAndPop = TabBarDuringPushAndPop.atStart

  /// Which screens' `hidesBottomBarWhenPushed` hide the tab bar of a navigation stack. Apple's
  /// page: "The value of this property on the topmost view controller determines whether the
  /// toolbar is visible"; developers report that once a pushed screen hides the bar, every
  /// screen pushed above it keeps it hidden, and that the root's value has no effect.
  public enum HidesBottomBarRule: String, CaseIterable, Sendable {
    /// Hidden while any screen above the root has it (as reported).
    case anyPushedScreen
    /// Hidden while the topmost screen has it (as the page words it).
    case topmostScreen
  }

  /// See ``HidesBottomBarRule``.
  public var hidesBottomBarRule = HidesBottomBarRule.anyPushedScreen

  /// When the navigation bar changes height for the arriving screen's large title
  /// (`largeTitleDisplayMode` under `prefersLargeTitles`) during an animated push or pop run by
  /// an app's animation controller. Apple documents which title each item shows, not how the
  /// bar gets there during a custom transition.
  public enum LargeTitleDuringTransition: String, CaseIterable, Sendable {
    /// Animated alongside the transition (through its coordinator, so on its interruptible
    /// animator); a cancelled transition gives the bar its height as it started.
    case alongside
    /// At once as the transition starts; a cancelled transition puts it back at its end.
    case immediately
    /// At once when the transition completes; a cancelled one leaves it alone.
    case atEnd
  }

  /// See ``LargeTitleDuringTransition``.
  public var largeTitleDuringTransition = LargeTitleDuringTransition.alongside

  /// When the navigation controller's toolbar takes the arriving screen's `toolbarItems` during
  /// an animated push or pop run by an app's animation controller. Apple documents which items
  /// the toolbar shows (the view controller's, "If this view controller is embedded inside a
  /// navigation controller interface") and that `UIToolbar.setItems(_:animated:)` dissolves the
  /// change, not when or how the toolbar changes items during a custom transition.
  public enum ToolbarItemsDuringTransition: String, CaseIterable, Sendable {
    /// Crossfaded alongside the transition (through its coordinator, so on its interruptible
    /// animator); a cancelled transition fades back with it, and UIKit keeps the departing
    /// screen's items at its end.
    case alongside
    /// At once as the transition starts; a cancelled one puts the departing screen's items back
    /// at once at its end.
    case atStart
    /// At once when the transition completes; a cancelled one leaves the items alone.
    case atEnd
  }

  /// See ``ToolbarItemsDuringTransition``.
  public var toolbarItemsDuringTransition = ToolbarItemsDuringTransition.alongside

  /// When the navigation bar takes the arriving item's appearance (its `standardAppearance`, or
  /// the bar's) during an animated push or pop run by an app's animation controller. Apple
  /// documents which appearance the bar uses (the top item's), not how the bar goes from one
  /// item's to the next during a custom transition.
  public enum BarAppearanceDuringTransition: String, CaseIterable, Sendable {
    /// Crossfaded alongside the transition (through its coordinator); a cancelled transition
    /// fades back with it, and UIKit keeps the departing item's appearance at its end.
    case alongside
    /// At once as the transition starts; a cancelled one puts the departing item's appearance
    /// back at once at its end.
    case atStart
    /// At once when the transition completes; a cancelled one leaves the appearance alone.
    case atEnd
  }

  /// See ``BarAppearanceDuringTransition``.
  public var barAppearanceDuringTransition = BarAppearanceDuringTransition.alongside

  /// The system back swipe's state when UIKit asks for the pop's animation controller.
  public var popGestureStateWhenAsked = PopGestureState.began
  /// See ``PresentationLayers``.
  public var presentationLayers = PresentationLayers.tracksAnimations
  /// See ``KeyframesInsideAnimator``.
  public var keyframesInsideAnimator = KeyframesInsideAnimator.inheritAnimatorTiming
  /// See ``AlongsideOnEmptyPausedAnimator``.
  public var alongsideOnEmptyPausedAnimator = AlongsideOnEmptyPausedAnimator.runWithTheAnimator
  /// See ``ReversedFraction``.
  public var reversedFraction = ReversedFraction.complement
  /// See ``ContextFrames``.
  public var contextFrames = ContextFrames.known
  /// See ``FromViewRemoval``.
  public var fromViewRemoval = FromViewRemoval.uikitRemovesIt
  /// See ``SafeAreaOnArrival``.
  public var safeAreaOnArrival = SafeAreaOnArrival.asSoonAsInWindow
  /// See ``ProgrammaticTabSelection``.
  public var programmaticTabSelection = ProgrammaticTabSelection.consultsDelegate
  /// See ``TabTapDuringTransition``.
  public var tabTapDuringTransition = TabTapDuringTransition.asksDelegate
  /// See ``InterruptibleAnimatorRequest``.
  public var interruptibleAnimatorRequest = InterruptibleAnimatorRequest.afterStart
  /// See ``PopGestureDelegate``.
  public var popGestureDelegate = PopGestureDelegate.untouched
  /// See ``AnimationEndedTiming``.
  public var animationEndedTiming = AnimationEndedTiming.afterContainerBookkeeping
  /// See ``DismissalStart``.
  public var dismissalStart = DismissalStart.nextRunLoopTurn
  /// See ``PinchFingerLift``.
  public var pinchFingerLift = PinchFingerLift.continuesWithOneTouch
  /// See ``PinchVelocityOnLift``.
  public var pinchVelocityOnLift = PinchVelocityOnLift.lastMeasured
  /// See ``RemovedAnimationsAtFinish``.
  public var removedAnimationsAtFinish = RemovedAnimationsAtFinish.setsTheBlocksValues
  /// See ``SystemVersion``.
  public var systemVersion = SystemVersion.iOS18
  /// See ``DecelerationOnTouch``.
  public var decelerationOnTouch = DecelerationOnTouch.stopsAfterRecognizersAreAsked
  /// See ``HitTestOutsideTheSubview``.
  public var hitTestOutsideTheSubview = HitTestOutsideTheSubview.delivered
  /// See ``DelegateRespondsCaching``.
  public var delegateRespondsCaching = DelegateRespondsCaching.whenDelegateIsSet
  /// See ``PresentersViewReads``.
  public var presentersViewReads = PresentersViewReads.atEachTransitionStart
  /// See ``InteractionEventsDuringPresentation``.
  public var interactionEventsDuringPresentation =
    InteractionEventsDuringPresentation.ignoredWithoutInteractionController
  /// See ``AnimationsOnReversedPausedAnimator``.
  public var animationsOnReversedPausedAnimator = AnimationsOnReversedPausedAnimator
    .runTowardTheEnd
  /// See ``KeyframesUnderSpringContinuation``.
  public var keyframesUnderSpringContinuation = KeyframesUnderSpringContinuation
    .followTheAnimator
  /// See ``UnhintedDisplayLinkRate``.
  public var unhintedDisplayLinkRate = UnhintedDisplayLinkRate.sixtyHertz
  /// See ``FailureRequirementOrder``.
  public var failureRequirementOrder = FailureRequirementOrder.delegateAskedAfterTheWait
  /// See ``ScrollViewContentGestures``.
  public var scrollViewContentGestures = ScrollViewContentGestures.onTheScrollView
  /// See ``ScrollViewCancelledPan``.
  public var scrollViewCancelledPan = ScrollViewCancelledPan.stopsWhereItIs
  /// See ``RecognizerRemovedMidGesture``.
  public var recognizerRemovedMidGesture = RecognizerRemovedMidGesture.sendsNothing
  /// See ``TabSelectionOffWindow``.
  public var tabSelectionOffWindow = TabSelectionOffWindow.runsTheTransition
  /// See ``TabDelegateVariants``.
  public var tabDelegateVariants = TabDelegateVariants.tabVariantsOnly
  /// See ``InteractiveDismissalMessages``.
  public var interactiveDismissalMessages = InteractiveDismissalMessages.notSent
  /// See ``RepresentableUpdates``.
  public var representableUpdates = RepresentableUpdates.atTheEndOfTheRunLoopTurn
  /// See ``BindingWriteDuringUpdate``.
  public var bindingWriteDuringUpdate = BindingWriteDuringUpdate.appliedAtOnce
  /// See ``PreferenceChangeDelivery``.
  public var preferenceChangeDelivery = PreferenceChangeDelivery.duringTheUpdate
  /// See ``SwiftUIScrollViewBacking``.
  public var swiftUIScrollViewBacking = SwiftUIScrollViewBacking.uiScrollView
  /// See ``SwiftUIListBacking``.
  public var swiftUIListBacking = SwiftUIListBacking.collectionView
  /// See ``HostingContentUpdate``.
  public var hostingContentUpdate = HostingContentUpdate.whenTheViewIsLaidOut
  /// See ``RepresentableParticipation``.
  public var representableParticipation = RepresentableParticipation.asTheirUIKitViewsSay

  /// See ``NavigationControllerEscape``.
  public var navigationControllerEscape = NavigationControllerEscape.popsAnimated
  /// See ``CrossFadeReporting``.
  public var crossFadeReporting = CrossFadeReporting.withReduceMotion
  /// See ``DepartingFirstResponder``.
  public var departingFirstResponder = DepartingFirstResponder.resignedWhenItLeavesTheWindow
  /// See ``StatusBarAppearanceUpdates``.
  public var statusBarAppearanceUpdates = StatusBarAppearanceUpdates.atEndOfPresentations
  /// See ``KeyboardDuringCustomPop``.
  public var keyboardDuringCustomPop = KeyboardDuringCustomPop.staysDocked
  /// See ``RemovedAnimationsOnRebuild``.
  public var removedAnimationsOnRebuild = RemovedAnimationsOnRebuild.stayRemoved
  /// See ``SizeChangeAnimation``.
  public var sizeChangeAnimation = SizeChangeAnimation.animated

  /// The default behaviour.
  public init() {}

  /// The behaviour the simulated UIKit has now. The simulated UIKit consults it through
  /// ``read``, never through this property, so the switches it depends on are known.
  @MainActor public static var current = ShimBehaviour() {
    didSet {
      ShimAnimationCapture.presentationLayersEnabled =
        current.presentationLayers == .tracksAnimations
      CADisplayLink.shimDefaultFramesPerSecond =
        current.unhintedDisplayLinkRate == .sixtyHertz ? 60 : nil
    }
  }

  /// Runs `body` with `behaviour` as ``current``, then restores the previous one.
  @MainActor
  public static func with<Result>(_ behaviour: ShimBehaviour, _ body: () throws -> Result)
    rethrows -> Result
  {
    let previous = current
    current = behaviour
    defer { current = previous }
    return try body()
  }

  /// One switch, by name, with its settings.
  /// Whether UIKit tells a presented controller's presentation controller that the controller's
  /// `preferredContentSize` changed (`preferredContentSizeDidChange(forChildContentContainer:)`).
  /// UIContentContainer's page says presentation controllers implement the method, not when
  /// UIKit calls it for a presented controller.
  public enum PreferredContentSizeNotice: String, CaseIterable, Sendable {
    /// At once, with the presented controller (the most likely: the presentation controller is
    /// the presented controller's content container).
    case presentationController
    /// Never: only a later layout pass or the app finds the new size.
    case none
  }

  /// See ``PreferredContentSizeNotice``.
  public var preferredContentSizeNotice = PreferredContentSizeNotice.presentationController

  /// What a finger's pan does when the interface rotates (or the window resizes) under it.
  /// Apple documents neither whether UIKit cancels the touches nor whether it waits for them to
  /// end; `location(in:)` gives "a point in the local coordinate system of `view`", which a
  /// rotation changes. Played by `SheetRotationGlueTests.draggedWhenRotated`.
  public enum PanAcrossRotation: String, CaseIterable, Sendable {
    /// The pan goes on; its next locations are in the container's new coordinates.
    case continuesInTheNewCoordinates
    /// UIKit cancels the touch as the interface rotates: the pan ends `.cancelled`.
    case cancelled
    /// The rotation waits until the finger lifts.
    case waitsForTheFinger
  }

  public var panAcrossRotation = PanAcrossRotation.continuesInTheNewCoordinates

  /// What a pan's `velocity(in:)` reports when the finger lifts soon after the interface rotated
  /// under it (``PanAcrossRotation/continuesInTheNewCoordinates``). Apple says only that it is
  /// "the velocity of the pan gesture, which is expressed in points per second", not how far
  /// back the touches it is measured from go, nor whether those from before a rotation are
  /// expressed anew. Played by `SheetRotationReleaseGlueTests`.
  public enum PanVelocityAcrossRotation: String, CaseIterable, Sendable {
    /// Measured from the finger's last locations as they were reported, the one before the
    /// rotation in the old coordinates (the most likely: a touch history is recorded, not
    /// re-expressed): the change of coordinates counts as movement, hundreds of points within
    /// milliseconds.
    case spansTheChangeOfCoordinates
    /// The finger's own pace on the glass, in the new coordinates.
    case followsTheFinger
  }

  public var panVelocityAcrossRotation = PanVelocityAcrossRotation.spansTheChangeOfCoordinates

  public struct Switch: Sendable {
    /// The property's name.
    public let name: String
    /// The settings' names, default first.
    public let settings: [String]
    /// The property, as ``ShimBehaviour/switchesConsulted(during:)`` notes it.
    let keyPath: AnyKeyPath & Sendable
    private let set: @Sendable (inout ShimBehaviour, Int) -> Void
    private let get: @Sendable (ShimBehaviour) -> String

    fileprivate init<Setting: CaseIterable & RawRepresentable & Sendable & Equatable>(
      _ name: String, _ path: WritableKeyPath<ShimBehaviour, Setting> & Sendable
    ) where Setting.RawValue == String {
      self.name = name
      keyPath = path
      let defaultSetting = ShimBehaviour()[keyPath: path]
      let ordered = [defaultSetting] + Setting.allCases.filter { $0 != defaultSetting }
      settings = ordered.map(\.rawValue)
      set = { behaviour, index in behaviour[keyPath: path] = ordered[index] }
      get = { behaviour in behaviour[keyPath: path].rawValue }
    }

    /// `base` (the default behaviour unless given) with this switch at setting `index`.
    public func behaviour(_ index: Int, on base: ShimBehaviour = ShimBehaviour()) -> ShimBehaviour {
      var behaviour = base
      set(&behaviour, index)
      return behaviour
    }

    /// The name of this switch's setting in `behaviour`.
    public func setting(in behaviour: ShimBehaviour) -> String {
      get(behaviour)
    }
  }

  /// Every switch.
  public static let switches: [Switch] = [
    Switch("popGestureStateWhenAsked", \.popGestureStateWhenAsked),
    Switch("presentationLayers", \.presentationLayers),
    Switch("keyframesInsideAnimator", \.keyframesInsideAnimator),
    Switch("alongsideOnEmptyPausedAnimator", \.alongsideOnEmptyPausedAnimator),
    Switch("reversedFraction", \.reversedFraction),
    Switch("contextFrames", \.contextFrames),
    Switch("fromViewRemoval", \.fromViewRemoval),
    Switch("safeAreaOnArrival", \.safeAreaOnArrival),
    Switch("programmaticTabSelection", \.programmaticTabSelection),
    Switch("tabTapDuringTransition", \.tabTapDuringTransition),
    Switch("interruptibleAnimatorRequest", \.interruptibleAnimatorRequest),
    Switch("popGestureDelegate", \.popGestureDelegate),
    Switch("animationEndedTiming", \.animationEndedTiming),
    Switch("dismissalStart", \.dismissalStart),
    Switch("pinchFingerLift", \.pinchFingerLift),
    Switch("pinchVelocityOnLift", \.pinchVelocityOnLift),
    Switch("systemVersion", \.systemVersion),
    Switch("decelerationOnTouch", \.decelerationOnTouch),
    Switch("hitTestOutsideTheSubview", \.hitTestOutsideTheSubview),
    Switch("delegateRespondsCaching", \.delegateRespondsCaching),
    Switch("presentersViewReads", \.presentersViewReads),
    Switch("interactionEventsDuringPresentation", \.interactionEventsDuringPresentation),
    Switch("animationsOnReversedPausedAnimator", \.animationsOnReversedPausedAnimator),
    Switch("keyframesUnderSpringContinuation", \.keyframesUnderSpringContinuation),
    Switch("unhintedDisplayLinkRate", \.unhintedDisplayLinkRate),
    Switch("failureRequirementOrder", \.failureRequirementOrder),
    Switch("scrollViewContentGestures", \.scrollViewContentGestures),
    Switch("scrollViewCancelledPan", \.scrollViewCancelledPan),
    Switch("recognizerRemovedMidGesture", \.recognizerRemovedMidGesture),
    Switch("tabSelectionOffWindow", \.tabSelectionOffWindow),
    Switch("tabDelegateVariants", \.tabDelegateVariants),
    Switch("interactiveDismissalMessages", \.interactiveDismissalMessages),
    Switch("representableUpdates", \.representableUpdates),
    Switch("bindingWriteDuringUpdate", \.bindingWriteDuringUpdate),
    Switch("preferenceChangeDelivery", \.preferenceChangeDelivery),
    Switch("swiftUIScrollViewBacking", \.swiftUIScrollViewBacking),
    Switch("swiftUIListBacking", \.swiftUIListBacking),
    Switch("hostingContentUpdate", \.hostingContentUpdate),
    Switch("representableParticipation", \.representableParticipation),
    Switch("navigationControllerEscape", \.navigationControllerEscape),
    Switch("crossFadeReporting", \.crossFadeReporting),
    Switch("preferredContentSizeNotice", \.preferredContentSizeNotice),
    Switch("departingFirstResponder", \.departingFirstResponder),
    Switch("statusBarAppearanceUpdates", \.statusBarAppearanceUpdates),
    Switch("keyboardDuringCustomPop", \.keyboardDuringCustomPop),
    Switch("removedAnimationsAtFinish", \.removedAnimationsAtFinish),
    Switch("removedAnimationsOnRebuild", \.removedAnimationsOnRebuild),
    Switch("sizeChangeAnimation", \.sizeChangeAnimation),
    Switch("panAcrossRotation", \.panAcrossRotation),
    Switch("panVelocityAcrossRotation", \.panVelocityAcrossRotation),
    Switch("barChangeDuringTransition", \.barChangeDuringTransition),
    Switch("tabBarDuringPushAndPop", \.tabBarDuringPushAndPop),
    Switch("hidesBottomBarRule", \.hidesBottomBarRule),
    Switch("largeTitleDuringTransition", \.largeTitleDuringTransition),
    Switch("toolbarItemsDuringTransition", \.toolbarItemsDuringTransition),
    Switch("barAppearanceDuringTransition", \.barAppearanceDuringTransition),
  ]

  /// The default behaviour, then every other setting of every switch, one switch at a time.
  public static var oneAtATime: [ShimBehaviour] {
    [ShimBehaviour()]
      + switches.flatMap { item in item.settings.indices.dropFirst().map { item.behaviour($0) } }
  }

  /// Every combination of the settings of the switches named `first` and `second`, the others at
  /// their defaults.
  public static func allPairs(of first: String, and second: String) -> [ShimBehaviour] {
    guard let a = switches.first(where: { $0.name == first }),
      let b = switches.first(where: { $0.name == second })
    else { return [] }
    return a.settings.indices.flatMap { i in
      b.settings.indices.map { j in b.behaviour(j, on: a.behaviour(i)) }
    }
  }

  /// The settings that differ from the default, e.g. "reversedFraction=forward", or "default".
  public var description: String {
    let base = ShimBehaviour()
    let changed = Self.switches.compactMap { item -> String? in
      let setting = item.setting(in: self)
      return setting == item.setting(in: base) ? nil : "\(item.name)=\(setting)"
    }
    return changed.isEmpty ? "default" : changed.joined(separator: ", ")
  }
}
