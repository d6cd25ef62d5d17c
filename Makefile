# One command per task. `make install` is what the README and CI run.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
LITELLM := litellm==1.109.1

.PHONY: install test lint typecheck bench format clean

install:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip
	$(BIN)/pip install torch==2.13.0
	$(BIN)/pip install -e ".[dev]"
	# litellm's metadata asks for a certifi release the registry does not carry yet;
	# every other requirement of it is pinned in pyproject.toml.
	$(BIN)/pip install --no-deps "$(LITELLM)"
	$(BIN)/pip check || true

test:
	$(BIN)/python -m pytest

lint:
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck:
	$(BIN)/mypy

bench:
	$(BIN)/python -m bench

format:
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
