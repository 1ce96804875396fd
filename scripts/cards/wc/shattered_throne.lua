-- Shattered Throne (WC 028): After a creature (either side's) is used to fight, it captures
-- 1 æmber, if it is still in play.
return {
	triggers = {
		{
			on = "used",
			label = "a creature fought: it captures 1 (Shattered Throne)",
			applies = function(_ctx, event)
				return event.ability == "fight"
			end,
			resolve = function(ctx, event)
				local creature = event.object
				if creature ~= nil and creature:is_valid() and creature:zone() == "battleline" then
					ctx:capture(creature, 1)
				end
			end,
		},
	},
}
