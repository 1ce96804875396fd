-- Seneschal Sargassa, evil twin (DT 068): After a player raises the tide, Seneschal
-- Sargassa captures 2 æmber from your opponent (whoever raised it).
return {
	triggers = {
		{
			on = "gained",
			label = "a player raised the tide: Seneschal Sargassa captures 2",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) ~= nil
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this, 2)
			end,
		},
	},
}
