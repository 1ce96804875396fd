-- Crim Torchtooth (WoE 024): Splash-attack 4 (the stat `splash_attack`). After Fight:
-- Enrage each of Crim Torchtooth's neighbors.
return {
	fight = function(ctx)
		for _, n in ipairs(ctx.this:neighbors()) do
			ctx:rule("enrage", n)
		end
	end,
}
