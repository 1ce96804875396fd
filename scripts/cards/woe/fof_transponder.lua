-- FOF Transponder (WoE 314), upgrade: This creature gains, "Destroyed: Make a token creature.
-- Attach FOF Transponder to that creature." The token is its controller's (the side the
-- destroyed creature is on); a token destroyed as it is made (Autocannon) gets nothing and
-- FOF Transponder goes to the discard pile with its creature.
return {
	triggers = {
		{
			on = "destroyed",
			label = "Destroyed: make a token creature and move FOF Transponder onto it",
			applies = function(ctx, event)
				return event.object ~= nil and event.object == ctx.this:attached_to()
			end,
			resolve = function(ctx, event)
				local token = ctx:rule("make_token", event.object:controller())
				if token ~= nil and token:is_valid() and not token:is_destroyed() then
					ctx:attach(ctx.this, token)
				end
			end,
		},
	},
}
