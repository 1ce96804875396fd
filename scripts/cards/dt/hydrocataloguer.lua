-- Hydrocataloguer (DT 053): After a player raises the tide, they archive the top card of
-- their deck (nothing if it is empty).
return {
	triggers = {
		{
			on = "gained",
			label = "a player raised the tide: they archive the top card of their deck (Hydrocataloguer)",
			applies = function(ctx, event)
				return ctx:rule("raised_tide", event) ~= nil
			end,
			resolve = function(ctx, event)
				local top = ctx:top(1, event.player)[1]
				if top ~= nil then
					ctx:move(top, "archives")
				end
			end,
		},
	},
}
