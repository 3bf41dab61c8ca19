"""The play scene, split by job.

- ``model``: the rules state, the state the panels show, the history and undo; the only
  place an action is applied.
- ``scene``: ``PlayScene`` assembles the screen: it hands each input to the controller of
  the current mode (``drafting``, ``programming``, ``schematic_input``, ``answering``), what
  the rules did to the director, and the screen to ``draw``; the only module importing it.
- ``screen``: what each part may read of the screen (a read-only view per part) and the
  intents a part returns for the scene to carry out.
- ``event_table``: what each rules event means on screen (animation, sound, log line).
- Drawing: ``draw`` stacks the layers; ``panels`` lists the panels that stay put (add one
  to ``CHROME``; their places are in ``game.ui.layout``); ``table``, ``zoom``, ``tips`` and
  ``drag`` draw the rest; ``views`` and ``prompt_words`` read what to show from the game.
- ``preview``: every Mech's Command Line as a ghost trail while programming; ``pacing``:
  the caption of each beat of the Minion and Danger Phases and the round summary;
  ``input_gate``: clicks aimed at one screen never act on the next.
"""

from game.scenes.play.scene import Mode, PlayScene

__all__ = ["Mode", "PlayScene"]
