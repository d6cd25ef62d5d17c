"""The terminal adapter behind ``strop chat``."""

from bots.console.app import run_console
from bots.console.surface import ConsoleSurface

__all__ = ["ConsoleSurface", "run_console"]
