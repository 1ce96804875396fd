-- Effigy of Melerukh (DT 321), artifact: after an enemy creature reaps, it gets an
-- awakening counter; with 6 or more it moves to a flank of its controller's battleline as
-- a creature with 100 power and 100 armor and a blank text box, for as long as it stays
-- in play (the same object: RULE-SHIFT-1).
local AWAKENED = {
	{ become = { "creature" } },
	{ stat = "power", set = 100 },
	{ stat = "armor", set = 100 },
	{ lose_abilities = true },
}

return {
	triggers = {
		{
			on = "used",
			label = "an enemy creature reaped: an awakening counter (Effigy of Melerukh)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.player ~= nil and event.player ~= ctx.controller
			end,
			resolve = function(ctx)
				local effigy = ctx.this
				ctx:add_counter(effigy, "awakening", 1)
				if effigy:counter("awakening") < 6 or effigy:zone() ~= "artifacts" then
					return
				end
				for _, effect in ipairs(AWAKENED) do
					ctx:lasting({ target = effigy, duration = "indefinitely", effect = effect })
				end
				ctx:shift(effigy, "battleline")
			end,
		},
	},
}
