-- Extrematode Infection (WoE 350), upgrade: Play: Put 3 hatch counters on it. At the start
-- of your turn (its controller's), remove 1 hatch counter; then, if it has none, destroy the
-- creature it is on and make 3 token creatures.
return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "hatch", 3)
	end,
	triggers = {
		{
			on = "turn_began",
			label = "start of your turn: a hatch counter off (Extrematode Infection)",
			applies = function(ctx, event)
				return event.player == ctx.controller
			end,
			resolve = function(ctx)
				if ctx.this:counter("hatch") > 0 then
					ctx:add_counter(ctx.this, "hatch", -1)
				end
				if ctx.this:counter("hatch") > 0 then
					return
				end
				local host = ctx.this:attached_to()
				if host ~= nil then
					ctx:destroy(host)
				end
				for _ = 1, 3 do
					ctx:rule("make_token")
				end
			end,
		},
	},
}
