-- Ornate Talking Tray (WoE 100): Omni: Destroy Ornate Talking Tray. Make a token creature.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:rule("make_token")
	end,
}
