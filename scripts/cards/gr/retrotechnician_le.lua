-- Retrotechnician Le (GR 267): If you are haunted, Retrotechnician Le enters play ready (the
-- rules' "enters_ready", given while it is being played). After Reap: You may play a
-- creature from your discard pile.
return {
	statics = {
		{
			grant = "enters_ready",
			from = { "stack" },
			reaches = { "stack" },
			self_only = true,
			condition = function(ctx)
				return ctx:rule("haunted")
			end,
		},
	},
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local prompt = "Play a creature from your discard pile?"
		local pick = ctx:choose({ prompt = prompt, objects = creatures, min = 0, max = 1 })[1]
		if pick ~= nil then
			ctx:play(pick)
		end
	end,
}
