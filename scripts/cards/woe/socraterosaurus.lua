-- Socraterosaurus (WoE 250): Reap: Draw 1 card. You may put a wisdom counter on a
-- Platopelta (a friendly one).
return {
	reap = function(ctx)
		ctx:draw(1)
		ctx:rule("pass_wisdom", "Platopelta")
	end,
}
