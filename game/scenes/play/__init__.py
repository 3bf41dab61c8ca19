"""The play scene, split by job: the model (the rules state, what is shown, history, undo),
the input controllers (drafting, programming, Schematics, answering questions) and the
drawing (panels cached as chrome, what follows the pointer, tips)."""

from game.scenes.play.scene import Mode, PlayScene

__all__ = ["Mode", "PlayScene"]
