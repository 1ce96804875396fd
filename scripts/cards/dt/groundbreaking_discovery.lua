-- Groundbreaking Discovery (DT 011): Play: If you control Dr. Verokter, Rooftop Laboratory,
-- and Reckless Experimentation, destroy each card in play (together), unforge one of your
-- opponent's keys, and purge Groundbreaking Discovery. Missing any of the three: nothing.
local NEEDED = { "dr_verokter", "rooftop_laboratory", "reckless_experimentation" }

return {
	resolve = function(ctx)
		for _, id in ipairs(NEEDED) do
			if #ctx:objects({ card = id, controller = "you" }) == 0 then
				return
			end
		end
		ctx:destroy(ctx:objects({ controller = "any" }))
		ctx:rule("unforge", ctx.opponent)
		ctx:banish(ctx.this)
	end,
}
