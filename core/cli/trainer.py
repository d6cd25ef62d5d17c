"""``strop trainer``: the trainer service, LoRA training jobs over HTTP (``trainer.service``)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from core.settings import Settings

__all__ = ["register"]


def register(commands: Any) -> None:
    p = commands.add_parser("trainer", help="run the trainer service (LoRA training over HTTP)")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8765)
    p.add_argument(
        "--dir",
        type=Path,
        default=None,
        help="folder for jobs, adapters and the base checkpoint (DATA_DIR/trainer-service)",
    )
    p.set_defaults(handler=run_trainer)


def run_trainer(args: argparse.Namespace, settings: Settings) -> int:
    # Imported here: the trainer loads torch and transformers, which other commands never need.
    import uvicorn

    from trainer.service import create_app

    directory: Path = args.dir or settings.data_dir / "trainer-service"
    app = create_app(directory)
    print(f"strop trainer: jobs in {directory}, listening on http://{args.host}:{args.port}")
    uvicorn.run(app, host=args.host, port=args.port, log_level=settings.log_level.lower())
    return 0
