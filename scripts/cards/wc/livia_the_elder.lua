-- Livia the Elder (WC 225): Reap: You may exalt Livia the Elder. If you do, each friendly
-- creature's fight effects and reap effects are fight/reap effects for the remainder of the
-- turn: after a friendly creature reaps, its own Fight: ability resolves; after one fights
-- (and survives), its own Reap: ability.
local OTHER = { reap = "fight", fight = "reap" }

return {
	reap = function(ctx)
		local pick = ctx:choose({ prompt = "Exalt Livia the Elder?", options = { "exalt", "no" } })[1]
		if pick ~= "exalt" or not ctx.this:is_valid() then
			return
		end
		ctx:rule("exalt", ctx.this)
		ctx:lasting({ duration = "turn", effect = { trigger = "fight_reap" } })
	end,
	triggers = {
		{
			on = "used",
			lasting = "fight_reap",
			label = "fight and reap effects are fight/reap effects (Livia the Elder)",
			applies = function(ctx, event)
				local creature = event.object
				return OTHER[event.ability or ""] ~= nil
					and creature ~= nil
					and creature:is_valid()
					and creature:zone() == "battleline"
					and creature:controller() == ctx.controller
					and creature:has_ability(OTHER[event.ability])
			end,
			resolve = function(ctx, event)
				if event.object:is_valid() then
					ctx:ability_of(event.object, OTHER[event.ability])
				end
			end,
		},
	},
}
