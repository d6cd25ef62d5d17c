# One command per task. `make install` is what the README and CI run.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
LITELLM := litellm==1.109.1
LLAMA_CPP := llama-cpp-python[server]==0.3.36
X86_FLAGS := -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON
# strop never loads llama.cpp's multimodal library (mtmd): skipping it shortens the build.
LLAMA_CMAKE_ARGS ?= -DLLAVA_BUILD=OFF $(if $(filter x86_64,$(shell uname -m)),$(X86_FLAGS),)

.PHONY: install install-gpu test lint typecheck bench adapter format clean

install:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --upgrade pip
	$(BIN)/pip install torch==2.13.0
	# llama.cpp compiled for this CPU (-march=native) crashes on hosts whose CPU reports AMX
	# but whose VM does not run its kernels, and a wheel built on one CI machine may land on
	# another: build for plain x86-64 AVX2 instead (about as fast for a 135M Q4_1 model).
	CMAKE_ARGS="$(LLAMA_CMAKE_ARGS)" $(BIN)/pip install --no-cache-dir "$(LLAMA_CPP)"
	$(BIN)/pip install -e ".[dev]"
	# litellm's metadata asks for a certifi release the registry does not carry yet;
	# every other requirement of it is pinned in pyproject.toml.
	$(BIN)/pip install --no-deps "$(LITELLM)"
	$(BIN)/pip check || true

install-gpu: install
	# deploy/gpu-requirements.txt says why these bypass the resolver.
	$(BIN)/pip install --no-deps -r deploy/gpu-requirements.txt
	$(BIN)/python -m trainer.check

test:
	# Two processes, each test file whole on one of them (a file's tests share its Redis
	# database): about 18 minutes on 2 cores instead of 22.
	$(BIN)/python -m pytest -n 2 --dist loadfile

# The warm-start tool-use adapter new installs serve (core/models/adapters/warmstart.gguf).
adapter:
	$(BIN)/strop warmstart

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
